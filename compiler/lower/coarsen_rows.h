// The loads ahead of a GPU thread that runs C consecutive positions along
// x (ElementwisePlan::consecutive, coarsen.cpp). The taps of one array at
// the same indices but along x form a *row*, whose elements lie at offsets
// from the thread's first position: heat_step's `u[y, x - 1]`, `u[y, x]`
// and `u[y, x + 1]` over 4 positions read offsets -1 to 4 of one row. Each
// element is loaded once. Where the arrays are aligned to one vector of C
// elements (16 bytes at most), a row's whole aligned vectors are each one
// load (offsets 0 to 3: one 16-byte load) and the rest one element at a
// time; otherwise every element is.
#pragma once

#include <cstdint>
#include <map>
#include <vector>

#include "compiler/plan/elementwise.h"
#include "llvm/IR/IRBuilder.h"

namespace dslc {

struct AheadRow {
  size_t array = 0;             // into ElementwisePlan::arrays
  std::vector<TapIndex> index;  // its taps' index, the offset along x 0
  int x_dimension = -1;         // the dimension x indexes; -1: one element
  // The offsets of the elements the thread reads (0 only when x_dimension
  // is -1), each with its value once LoadRow has run.
  std::map<int64_t, llvm::Value*> elements;
};

// The rows of `plan`'s loaded taps, and per loaded tap (in plan order) its
// row and its offset along x.
struct AheadRows {
  std::vector<AheadRow> rows;
  struct TapPlace {
    size_t row;
    int64_t offset;
  };
  std::vector<TapPlace> taps;

  // The value tap `tap` (into `taps`) has for the thread's position k.
  llvm::Value* Value(size_t tap, int k) const;
};

AheadRows GroupRows(const ElementwisePlan& plan);

// The elements of vectors a row loads at once when its array is aligned:
// C elements, at most 16 bytes.
int VectorElements(const ElementwisePlan& plan, size_t array);

// Loads the elements of `row` (of an array of `dtype`), `first` the
// address of its element at offset 0. `vectors`: the address of offset 0
// is aligned to VectorElements elements, so whole aligned vectors are
// loaded at once.
void LoadRow(llvm::IRBuilder<>& builder, const Type* dtype, int vector_elements, llvm::Value* first,
             bool vectors, AheadRow& row);

}  // namespace dslc

// Local variables of one function: which definitions reach each use, worked
// out over the AST's control flow (branches join, loops iterate to a fixed
// point), and the storage slots that follow: definitions reaching a common
// use share a slot, as the names of an SSA phi do. This is what lets a name
// change type between two straight-line assignments, as in Numba, while a
// variable carried around a loop keeps one type.
#pragma once

#include <vector>

#include "compiler/parse/ast.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/DenseSet.h"
#include "llvm/ADT/SmallVector.h"

namespace dslc {

struct Definition {
  uint32_t local;                    // index into `locals`
  int param_index = -1;              // >= 0: a parameter's incoming value
  const NameExpr* target = nullptr;  // otherwise: the assigned name
};

struct VariableAnalysis {
  std::vector<llvm::StringRef> locals;
  std::vector<Definition> definitions;
  // A name that is assigned: its definition.
  llvm::DenseMap<uint32_t, uint32_t> definition_of;
  // A name that is read: the definitions that reach it.
  llvm::DenseMap<uint32_t, llvm::SmallVector<uint32_t, 2>> reaching;
  // Reads of a local that no definition reaches on any path.
  std::vector<const NameExpr*> unassigned_reads;
  // Statements that control never reaches (after `return`, `break`, ...).
  llvm::DenseSet<uint32_t> dead;
  // Whether control can fall off the end of the body.
  bool end_reachable = true;

  // Slots: each definition's slot, and the number of slots.
  std::vector<uint32_t> slot_of_definition;
  uint32_t slot_count = 0;
  // A definition that shares its slot with others (they reach a common
  // read, as the inputs of an SSA phi) but is also the only definition
  // reaching some read: a slot of its own, holding its value with its own
  // type, which those reads load (Numba types them so: `x = p` before a loop
  // that makes x a float reads an int, though the phi after it is a float).
  // -1 where the definition's slot serves every read of it.
  std::vector<int> value_slot_of_definition;

  bool IsLocal(llvm::StringRef name) const;
  int LocalIndex(llvm::StringRef name) const;
};

// `static_conditions` maps an `if`/`elif`/`while` condition's node id to its
// value when it is a compile-time constant; dead arms are not visited.
VariableAnalysis AnalyzeVariables(const FunctionDefStmt& def,
                                  const llvm::DenseMap<uint32_t, bool>& static_conditions);

// Names assigned anywhere in the function body, and its parameters: the
// function's locals, as Python decides them.
std::vector<llvm::StringRef> CollectLocals(const FunctionDefStmt& def);
// Names assigned anywhere in the function body (parameters only where the
// body assigns them).
std::vector<llvm::StringRef> CollectAssignedNames(const FunctionDefStmt& def);

}  // namespace dslc

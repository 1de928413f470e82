// CUDA's vector types (infer_vector.cpp): a vector is a struct of its
// elements, as in Numba's data model. A constructor flattens its arguments
// (a number is one element, converted to the element type; a vector gives
// each of its elements) into the struct; `v.x` extracts an element.
#include "compiler/lower/lower_impl.h"
#include "compiler/types/vector_types.h"

namespace dslc {

llvm::Value* FunctionLowering::EmitVectorConstructor(const CallExpr& call) {
  const Type* vector = TypeOf(call);
  const Type* element = types().Scalar(vector->scalar());
  llvm::Value* result = llvm::PoisonValue::get(Llvm(vector));
  unsigned next = 0;
  for (const Expr* arg : call.args) {
    const Type* type = TypeOf(*arg);
    llvm::Value* value = Emit(*arg);
    if (!type->is_vector()) {
      result =
          builder_.CreateInsertValue(result, Convert(builder_, value, type, element), {next++});
      continue;
    }
    for (unsigned k = 0; k < static_cast<unsigned>(type->vector_size()); ++k) {
      result =
          builder_.CreateInsertValue(result, builder_.CreateExtractValue(value, {k}), {next++});
    }
  }
  DSLC_CHECK(next == static_cast<unsigned>(vector->vector_size()),
             "`" + vector->name() + "` made of " + std::to_string(next) + " elements");
  return result;
}

llvm::Value* FunctionLowering::EmitVectorMember(const AttributeExpr& attribute) {
  const Type* vector = TypeOf(*attribute.object);
  int index = VectorMemberIndex(vector, attribute.name);
  DSLC_CHECK(index >= 0, "`" + vector->name() + "` has no member `" + attribute.name.str() + "`");
  return builder_.CreateExtractValue(Emit(*attribute.object), {static_cast<unsigned>(index)});
}

}  // namespace dslc

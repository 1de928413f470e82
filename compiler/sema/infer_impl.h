// The type inference engine behind InferKernel. Internal to compiler/sema.
//
// One FunctionTyper types one function for one list of argument types:
//  1. conditions that are compile-time constants are found (dead arms are
//     not typed, as Numba prunes them);
//  2. AnalyzeVariables works out the slots of local variables;
//  3. typing rounds run over the body until no slot's type changes (slot
//     types only ever widen, so this ends), with diagnostics off;
//  4. a last round with diagnostics on fills the TypedFunction.
// A ProgramTyper holds the device-function specialisations of one program.
// Round bound: slot types only widen, and each slot can widen only a few
// times, so the rounds end; the bound grows with the number of slots.
#pragma once

#include <map>
#include <memory>
#include <set>
#include <tuple>
#include <vector>

#include "compiler/base/internal_error.h"
#include "compiler/sema/infer.h"
#include "compiler/sema/variables.h"
#include "compiler/types/array_attributes.h"
#include "compiler/types/builtins.h"
#include "llvm/ADT/STLFunctionalExtras.h"
#include "llvm/ADT/StringMap.h"

namespace dslc {

struct CmathFunction;  // library_modules.h

// A type in a message. Quote: "`int32`" for values, the type's own words for
// compile-time things ("module `math`", "function `len`"). Describe: "a value
// of type `int32`" for values, the same words for the rest.
std::string Quote(const Type* type);
// Whether a type is a run-time value: a number, bool, array, tuple, None,
// record or vector (not a module, function, class, range, dim3 or grid
// group).
bool IsValue(const Type* type);
std::string Describe(const Type* type);

// Types as diagnostic arguments (DSLC_DIAGNOSTIC(..., Quoted)), rendered by
// Quote and Describe when the message is made.
struct Quoted {
  Quoted(const Type* type) : type(type) {}  // implicit: pass the type itself
  const Type* type;
};
struct Described {
  Described(const Type* type) : type(type) {}
  const Type* type;
};
inline std::string DiagnosticArg(Quoted quoted) { return Quote(quoted.type); }
inline std::string DiagnosticArg(Described described) { return Describe(described.type); }

class ProgramTyper {
 public:
  ProgramTyper(TypeContext& types, DiagnosticEmitter& emitter) : types_(types), emitter_(emitter) {}

  // Types `info` for `args`, once per distinct argument list (types and
  // constants); a specialisation that needs only some of its constants is the
  // one for the types and those constants (Generalize). Its diagnostics
  // are held back and passed to `report` when it is not null (a caller's last
  // round), each error with a note pointing at `call`, so a call typed with
  // provisional argument types reports nothing; `*reported` says whether
  // there were any. Null when the specialisation has errors, or is still
  // being typed: a recursive call (`*recursive` set).
  const TypedFunction* Specialize(const FunctionInfo& info, const CallArgs& args,
                                  DiagnosticEmitter* report, Location call, bool* recursive,
                                  bool* reported);
  // Device functions are typed inside one another, on the C++ stack, each
  // with expressions up to the parser's height limit: the chain of calls, and
  // the expressions around them counted through it, are bounded so that no
  // program can exhaust the stack.
  static constexpr int kMaxCallDepth = 100;
  static constexpr int kMaxExprDepth = 2000;
  int call_depth() const { return depth_; }
  // Whether some specialisation of `info` is being typed.
  bool InProgress(const FunctionInfo& info) const;
  int expr_depth() const { return expr_depth_; }
  // Counts the expressions being typed, across functions.
  class ExprScope {
   public:
    explicit ExprScope(ProgramTyper& program) : program_(program) { ++program_.expr_depth_; }
    ~ExprScope() { --program_.expr_depth_; }

   private:
    ProgramTyper& program_;
  };

  // Types the kernel (or, `as_device`, the device function callers outside
  // the module call); null on errors.
  std::unique_ptr<TypedProgram> Run(const FunctionInfo& kernel,
                                    const std::vector<const Type*>& params, bool as_device = false);

  TypeContext& types() const { return types_; }

  // The block the kernel is compiled for (block_shape.h), where known; set
  // before Run. `NoteBlockUsed`: code depends on it (the launch must match).
  const BlockShape& block() const { return block_; }
  void set_block(BlockShape block) { block_ = std::move(block); }
  void NoteBlockUsed(const BlockShape& used);
  const BlockShape& block_used() const { return block_used_; }

 private:
  struct Specialization {
    std::unique_ptr<TypedFunction> function;  // null when it had errors
    std::vector<Diagnostic> diagnostics;
    bool in_progress = false;
    // The specialisation for fewer constants that calls for these get.
    const TypedFunction* same_as = nullptr;
  };

  const TypedFunction* Generalize(const FunctionInfo& info, const CallArgs& args,
                                  const TypedFunction& typed);
  static void CollectCallees(const TypedFunction& caller, std::set<const TypedFunction*>& seen,
                             std::vector<const TypedFunction*>& order);

  TypeContext& types_;
  DiagnosticEmitter& emitter_;
  using Key = std::tuple<const FunctionInfo*, std::vector<const Type*>, std::vector<std::string>>;
  std::map<Key, Specialization> cache_;
  BlockShape block_;
  BlockShape block_used_;
  int depth_ = 0;       // specialisations being typed
  int expr_depth_ = 0;  // expressions being typed, in all of them
};

// An extent of a reshape known only at run time (FunctionTyper::ReshapeExtents).
constexpr int64_t kRunTimeExtent = INT64_MIN;

class FunctionTyper {
 public:
  // `as_device`: returns values, whatever the decorator says.
  FunctionTyper(ProgramTyper& program, const FunctionInfo& info, CallArgs args,
                DiagnosticEmitter& emitter, bool as_device);
  // Null when the function has errors (reported through the emitter).
  std::unique_ptr<TypedFunction> Run();

 private:
  TypeContext& types() { return program_.types(); }
  // Names and locations are the function's own: its scope and its source.
  const ModuleScope& scope() const { return *info_.scope; }
  Location Loc(SourceRange range) const { return info_.At(range); }
  template <typename... Args>
  void Error(SourceRange range, const DiagnosticBase<Args...>& base,
             std::type_identity_t<Args>... args) {
    if (final_) emitter_.Emit(Loc(range), base, args...);
  }

  // infer.cpp: rounds, statements, slots.
  void FindStaticConditions();
  struct ConstantParam {
    size_t index;
    GlobalBinding binding;
  };
  llvm::StringMap<ConstantParam> ConstantParams() const;
  static void ForEachCondition(llvm::ArrayRef<Stmt*> body,
                               llvm::function_ref<void(const Expr&)> check);
  void RunRound(bool final);
  void TypeBody(llvm::ArrayRef<Stmt*> body);
  void TypeStmt(const Stmt& stmt);
  void TypeAssign(const AssignStmt& assign);
  void TypeAugAssign(const AugAssignStmt& assign);
  void TypeFor(const ForStmt& loop);
  void TypeReturn(const ReturnStmt& ret);
  // infer_record.cpp
  const Type* TypeRecordField(const Type* record, llvm::StringRef name, SourceRange name_range);
  const Type* TypeRecordSubscript(const SubscriptExpr& subscript, const Type* record);
  const Type* FieldOwner(const Expr& target);
  const RecordField* FieldOwnerField(const Expr& target);
  void AssignToField(const Expr& target, const Type* value);
  void CheckRecordStore(const Expr& target, const Type* place, const Type* value);
  bool ApplyEagerSignature(const CallExpr& call, const FunctionInfo& callee, CallArgs* args,
                           const Type** declared_result);
  bool IsSelfCall(const FunctionInfo& callee, const CallArgs& args) const;
  const Type* TypeSelfCall(const CallExpr& call, const Type* declared_result);
  // infer_print.cpp
  const Type* TypePrint(const CallExpr& call, llvm::ArrayRef<const Type*> args);
  static bool IsPrint(const Type* callee);
  // infer_raise.cpp
  void TypeRaise(const RaiseStmt& raise);
  void TypeAssert(const AssertStmt& assert_stmt);
  bool NamesExceptionClass(const Expr& expr) const;
  const Type* TypeCallArgument(const Type* callee, const Expr& arg, size_t index,
                               llvm::StringRef keyword);
  const Type* TypeSelp(const CallExpr& call, llvm::ArrayRef<const Type*> args);
  // infer_iterator.cpp: `enumerate` and `zip` as loops' iterables.
  const Type* TypeIteratorCall(const CallExpr& call, PythonBuiltin which,
                               llvm::ArrayRef<const Type*> args);
  const Type* ItemType(const Expr& source, const Type* type);
  void TypeCondition(const Expr& condition);
  void AssignTo(const Expr& target, const Type* value, SourceRange where);
  void AssignToName(const NameExpr& name, const Type* value);
  void AssignToElement(const SubscriptExpr& target, const Type* value);
  // False after reporting that `array` (an expression of type `type`) is a
  // read-only constant array, whose elements `what` would write.
  bool CheckWritable(const Expr& array, const Type* type, SourceRange what);
  const Type* FinishReturnType();
  bool CheckSelfCallResult();
  void SettleSelfCallResult();
  SourceRange FirstAssignment(llvm::StringRef name) const;
  int SlotOfRead(const NameExpr& name) const;
  int ValueSlotOfRead(const NameExpr& name) const;
  void AssignToValueSlot(const NameExpr& name, const Type* value);
  int SlotOfWrite(const NameExpr& name) const;

  // infer_expr.cpp: expressions.
  const Type* TypeExpr(const Expr& expr);
  const Type* Record(const Expr& expr, const Type* type);
  const Type* RecordConstant(const Expr& expr, const ConstValue& value);
  const ConstValue* ConstantOf(const Expr& expr) const;
  const Type* TypeExprKind(const Expr& expr);
  const Type* TypeName(const NameExpr& name);
  int ConstantParamOf(const NameExpr& name) const;
  // Notes that typing needs the constant value of `expr`, and so of the
  // parameters specialised for a constant that it reads.
  void NeedConstant(const Expr& expr);
  const Type* TypeGlobal(const NameExpr& name);
  const Type* TypeIntLiteral(const IntLiteralExpr& literal);
  const Type* TypeTuple(const TupleExpr& tuple);
  const Type* TypeUnary(const UnaryExpr& unary);
  const Type* TypeBinary(const BinaryExpr& binary);
  const Type* TypeBoolOp(const BoolOpExpr& bool_op);
  const Type* TypeCompare(const CompareExpr& compare);
  const Type* TypeComparePair(const Expr& at, CompareOp op, const Type* lhs, const Type* rhs);
  const Type* TypeConditional(const ConditionalExpr& conditional);
  const Type* TypeAttribute(const AttributeExpr& attribute);
  const Type* TypeArrayAttribute(const AttributeExpr& attribute, const Type* array);
  const Type* TypeNamedTupleField(const AttributeExpr& attribute, const Type* tuple);
  const Type* TypeEnumMember(const Expr& expr, const Type* enum_class, llvm::StringRef name,
                             SourceRange name_range);
  std::optional<ConstValue> KnownArrayAttribute(const ConstArray& array, ArrayAttribute which);
  const Type* TypeSubscript(const SubscriptExpr& subscript);
  const Type* TypeArrayIndex(const SubscriptExpr& subscript, const Type* array);
  const Type* TypeTupleIndex(const SubscriptExpr& subscript, const Type* tuple);

  // infer_array_view.cpp: views of arrays (slicing, `.T`, `.reshape`,
  // `.view`).
  // `first_type`: the type of parts[0] when it has been typed already.
  const Type* TypeArrayTupleIndex(const Expr& index, const Type* tuple, const Type* array);
  const Type* TypeArrayView(const Type* array, llvm::ArrayRef<const Expr*> parts,
                            const Type* first_type = nullptr);
  bool TypeSliceBound(const Expr* bound, bool is_step);
  const Type* TransposedType(const Type* array);
  const Type* TypeArrayMethodCall(const CallExpr& call, ArrayMethodBuiltin which,
                                  llvm::ArrayRef<const Type*> args);
  const Type* TypeReshape(const CallExpr& call, const Type* array);
  std::optional<std::vector<int64_t>> ReshapeExtents(const CallExpr& call);
  const Type* TypeDtypeView(const CallExpr& call, const Type* array, const Type* dtype);

  // infer_call.cpp: calls.
  const Type* TypeCall(const CallExpr& call);
  // Hands a builtin's call to its family's typing handler (DSLC_FAMILY in
  // builtins.def). The handlers, by family, follow.
  const Type* TypeBuiltinCall(const CallExpr& call, BuiltinId id, llvm::ArrayRef<const Type*> args);
  const Type* TypePythonCall(const CallExpr& call, PythonBuiltin which,
                             llvm::ArrayRef<const Type*> args);
  const Type* TypeMathCall(const CallExpr& call, MathBuiltin which,
                           llvm::ArrayRef<const Type*> args);
  const Type* TypeGridCall(const CallExpr& call, GridBuiltin which,
                           llvm::ArrayRef<const Type*> args);
  const Type* TypeRangeCall(const CallExpr& call, llvm::ArrayRef<const Type*> args);
  const Type* TypeMinMax(const CallExpr& call, PythonBuiltin which,
                         llvm::ArrayRef<const Type*> args);
  const Type* TypeCast(const CallExpr& call, const Type* to, llvm::ArrayRef<const Type*> args);
  const Type* TypeDeviceCall(const CallExpr& call, const FunctionInfo& callee);
  std::optional<CallArgs> DeviceCallArguments(const CallExpr& call, const FunctionInfo& callee);
  bool CheckArity(const CallExpr& call, llvm::StringRef name, size_t min, size_t max);

  // infer_cuda.cpp: barriers, fences, warp primitives, bit intrinsics and the
  // grid group of numba.cuda.
  const Type* TypeBarrierCall(const CallExpr& call, BarrierBuiltin which,
                              llvm::ArrayRef<const Type*> args);
  const Type* TypeWarpCall(const CallExpr& call, WarpBuiltin which,
                           llvm::ArrayRef<const Type*> args);
  const Type* TypeShuffle(const CallExpr& call, WarpBuiltin which,
                          llvm::ArrayRef<const Type*> args);
  const Type* TypeVote(const CallExpr& call, WarpBuiltin which, llvm::ArrayRef<const Type*> args);
  const Type* TypeMatch(const CallExpr& call, WarpBuiltin which, llvm::ArrayRef<const Type*> args);
  const Type* TypeComplexCall(const CallExpr& call, ComplexBuiltin which,
                              llvm::ArrayRef<const Type*> args);
  const Type* TypeBitsCall(const CallExpr& call, BitsBuiltin which,
                           llvm::ArrayRef<const Type*> args);
  const Type* TypeGridGroupCall(const CallExpr& call, GridGroupBuiltin which,
                                llvm::ArrayRef<const Type*> args);
  const Type* TypeInternalCall(const CallExpr& call, InternalBuiltin which,
                               llvm::ArrayRef<const Type*> args);
  const Type* TypeBlockExtents(const CallExpr& call, InternalBuiltin which);
  const Type* TypeInternalOperation(const CallExpr& call, InternalBuiltin which,
                                    llvm::ArrayRef<const Type*> args);
  const Type* TypeVectorCopy(const CallExpr& call, InternalBuiltin which,
                             llvm::ArrayRef<const Type*> args);
  std::optional<int64_t> InternalCount(const CallExpr& call, const std::string& name,
                                       size_t position, llvm::StringRef what);
  // A call of a cuda.coop function from user code (infer_coop.cpp): checks
  // what the library cannot report well (a block size not known, an
  // argument that must be a constant, a type shuffles cannot move).
  bool CheckCoopCall(const CallExpr& call, const FunctionInfo& callee);
  const Type* TypeGridGroupAttribute(const AttributeExpr& attribute, const Type* group);
  bool CheckInteger(const Expr& arg, const Type* type, llvm::StringRef name, llvm::StringRef what);
  // Notes that `where` uses a feature the target must support (arch_check).
  void Require(SourceRange where, int min_sm, std::string feature);

  // infer_cuda_array.cpp: `cuda.shared.array` and `cuda.local.array`.
  const Type* TypeArrayCall(const CallExpr& call, ArrayBuiltin which,
                            llvm::ArrayRef<const Type*> args);
  const Expr* ArrayConstructorArgument(const CallExpr& call, ArrayBuiltin which, size_t position);
  std::optional<llvm::SmallVector<int64_t, 3>> ArrayShape(const Expr& shape, llvm::StringRef name,
                                                          bool shared);
  std::optional<uint64_t> ArrayAlignment(const Expr* alignment, llvm::StringRef name);
  bool CheckLocalArraySize(const CallExpr& call, const ArrayAllocation& allocation);
  std::string SourceText(const Expr& expr) const;

  // infer_cuda_array.cpp: `cuda.const.array_like`.
  const Type* TypeConstMemoryCall(const CallExpr& call, ConstMemoryBuiltin which,
                                  llvm::ArrayRef<const Type*> args);

  // infer_fp16.cpp: `cuda.fp16.*`.
  const Type* TypeFp16Call(const CallExpr& call, Fp16Builtin which,
                           llvm::ArrayRef<const Type*> args);

  // infer_libdevice.cpp: `cuda.libdevice.*`.
  const Type* TypeLibdeviceCall(const CallExpr& call, LibdeviceBuiltin which,
                                llvm::ArrayRef<const Type*> args);
  // infer_vector.cpp: `cuda.float32x4(...)` and `v.x`.
  const Type* TypeVectorConstructor(const CallExpr& call, const Type* vector,
                                    llvm::ArrayRef<const Type*> args);
  const Type* TypeVectorMember(const AttributeExpr& attribute, const Type* vector);

  // infer_cache_hint.cpp: `cuda.ldcg`, `cuda.stcg` and their kin.
  const Type* TypeCacheHintCall(const CallExpr& call, CacheHintBuiltin which,
                                llvm::ArrayRef<const Type*> args);

  // infer_atomic.cpp: `cuda.atomic.*`.
  const Type* TypeAtomicCall(const CallExpr& call, AtomicBuiltin which,
                             llvm::ArrayRef<const Type*> args);
  // The element an atomic or cache-hint call names: an integer index for a
  // 1-D array, a tuple of ndim integers otherwise; the values it stores.
  bool CheckElementIndex(const CallExpr& call, llvm::StringRef name, const Type* array,
                         size_t position);
  bool CheckStoredValues(const CallExpr& call, llvm::StringRef name, size_t first);
  // `complex(x)`, `complex(re, im)` (infer_complex.cpp).
  const Type* TypeComplexConstructor(const CallExpr& call, llvm::ArrayRef<const Type*> args);
  // `z.real`, `z.imag` of any number (infer_complex.cpp); null when `name` is neither.
  const Type* TypeNumberPart(const AttributeExpr& attribute, const Type* number);
  // A call of a `cmath` function passes what Numba takes (infer_complex.cpp).
  bool CheckCmathCall(const CallExpr& call, const CmathFunction& function);
  bool CheckNotEnumMember(const CallExpr& call, llvm::StringRef name, const Type* arg);
  // Complex numbers only when `complex_allowed`.
  bool CheckNumbers(const CallExpr& call, llvm::StringRef name, llvm::ArrayRef<const Type*> args,
                    bool complex_allowed = false);

  ProgramTyper& program_;
  const FunctionInfo& info_;
  DiagnosticEmitter& emitter_;
  bool as_device_;  // may return a value
  // The `enumerate` and `zip` calls that may be typed: loops' iterables and
  // their arguments.
  llvm::DenseSet<const Expr*> loop_iterables_;
  std::unique_ptr<TypedFunction> result_;
  VariableAnalysis variables_;
  llvm::DenseMap<uint32_t, bool> static_conditions_;
  std::vector<bool> used_by_conditions_;  // parameters whose constants decide conditions

  // Per round.
  bool final_ = false;
  // The declared result a call of this function by itself is typed as
  // (TypeDeviceCall); null when it does not call itself.
  const Type* self_call_result_ = nullptr;
  // Whether a round met a call of this function by itself, and the type its
  // returns outside such calls had in the round before.
  bool self_call_seen_ = false;
  const Type* provisional_result_ = nullptr;
  bool changed_ = false;
  std::vector<const Type*> slot_types_;
  std::vector<SourceRange> slot_origins_;  // where each slot got its first type
  std::vector<std::pair<const Type*, SourceRange>> returns_;
  uint32_t errors_at_final_round_ = 0;
};

}  // namespace dslc

// The lowering engine behind LowerKernel. Internal to compiler/lower:
// lower.cpp (functions, parameters, slots), lower_stmt.cpp (statements and
// loops), lower_expr.cpp (expressions and operators), lower_array.cpp
// (arrays and tuples), lower_builtin.cpp (builtins and math),
// lower_memory.cpp (shared, local and constant arrays), lower_sync.cpp (barriers,
// fences, grid sync), lower_atomic.cpp (atomics), lower_warp.cpp (warp
// primitives), lower_bits.cpp (bit and float intrinsics).
#pragma once

#include <map>
#include <vector>

#include "compiler/base/internal_error.h"
#include "compiler/lower/line_table.h"
#include "compiler/lower/lower.h"
#include "compiler/lower/values.h"
#include "compiler/types/builtins.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/DenseSet.h"
#include "llvm/IR/IRBuilder.h"
#include "llvm/Support/SaveAndRestore.h"

namespace dslc {

// Tuples longer than this are "long": indexed at run time from memory
// rather than through a chain of selects, and passed to device functions
// element by element rather than as one LLVM value (whose cost in LLVM grows
// quadratically with its length unless it is a constant).
constexpr size_t kMaxTupleSelects = 16;

inline bool IsLongTuple(const Type* type) {
  return type->is_tuple() && type->elements().size() > kMaxTupleSelects;
}

// One kernel's lowering into a module: the LLVM function of each typed
// function, created on first use, and shared helpers.
class ModuleLowering {
 public:
  ModuleLowering(const TypedProgram& program, const KernelPlan& plan, const LowerOptions& options,
                 llvm::Module& module, std::vector<ErrorSite>* error_sites = nullptr);

  llvm::Function* LowerKernelFunction(llvm::StringRef entry_name);
  // A function with the kernel ABI's parameters of the kernel, then
  // `extra` ones (coarsen.cpp's entry and thread bodies).
  llvm::Function* KernelAbiFunction(llvm::StringRef name, llvm::GlobalValue::LinkageTypes linkage,
                                    llvm::ArrayRef<llvm::Type*> extra);
  // coarsen.cpp: an elementwise kernel's coarsened entry (KernelPlan::elementwise).
  llvm::Function* LowerCoarsenedKernel(llvm::StringRef entry_name, const ElementwisePlan& plan);
  llvm::Function* LowerLanesBody(llvm::StringRef entry_name, const ElementwisePlan& plan);
  void AddKernelParameters(const Type* type, const std::string& name,
                           std::vector<llvm::Type*>* params, std::vector<std::string>* names,
                           std::vector<const Type*>* leaves);
  llvm::Function* LowerDeviceEntryFunction(EntryAbi abi, llvm::StringRef entry_name);
  // The (always inlined) function of a device-function specialisation.
  llvm::Function* DeviceFunction(const TypedFunction& function);
  // Whether a parameter of a device-function specialisation is an argument
  // of its LLVM function: not when the specialisation is for a constant, nor
  // when it holds something with no run-time value (a function, a number
  // class, `None`: an empty struct, which PTX cannot pass when the function
  // is called rather than inlined, as at -O0).
  bool Passed(const TypedFunction& function, size_t param) {
    const Type* type = function.param_types()[param];
    return !function.param_constant(param) && !type->is_none() && Llvm(type);
  }
  // A declared libdevice function, e.g. `__nv_sinf`.
  llvm::FunctionCallee Libdevice(llvm::StringRef name, llvm::Type* result,
                                 llvm::ArrayRef<llvm::Type*> params);
  // `base ** exponent` for 64-bit integers, with Numba's rules for negative
  // exponents; one helper function per module and signedness.
  llvm::Function* IntegerPower(bool is_signed);
  // `base ** exponent` for a float base (of LLVM type `type`) and a 64-bit
  // integer exponent, as Numba's loop computes it; one helper per module,
  // float type and signedness.
  llvm::Function* FloatPower(llvm::Type* type, bool is_signed);
  // The module's one `extern .shared` byte array that every dynamic
  // `cuda.shared.array(0, dtype)` starts at.
  llvm::GlobalVariable* DynamicSharedMemory();
  // The module's `.const` copy of a host program's constant array, one per
  // contents (lower_memory.cpp).
  llvm::GlobalVariable* ConstantArray(const dslc::ConstArray& array);
  // `cuda.atomic.max/min/nanmax/nanmin` on a float of LLVM type `type`: a
  // compare-and-swap loop with Numba's NaN rules; one helper per module,
  // operation and type, `T helper(ptr, T value)` returning the old value.
  llvm::Function* AtomicFloatMinMax(AtomicBuiltin which, llvm::Type* type);
  // debug_checks.cpp: under LowerOptions::debug, the kernel's checks (their
  // number is the site's index) and the module's helper that fills the
  // error record, `void report(i64 site, i64 index, i64 extent, i64 axis)`.
  int AddErrorSite(ErrorSite site);
  llvm::Function* ErrorReporter();

  // LlvmType, remembered: building a tuple's struct type costs its length,
  // and a long tuple's type is asked for once per element it is used by.
  llvm::Type* Llvm(const Type* type) {
    auto [it, inserted] = llvm_types_.try_emplace(type, nullptr);
    if (inserted) it->second = LlvmType(module_.getContext(), type);
    return it->second;
  }

  const LowerOptions& options() const { return options_; }
  const KernelPlan& plan() const { return plan_; }
  llvm::Module& module() { return module_; }
  // Null unless options().line_info.
  LineTable* line_table() { return line_table_.get(); }
  TypeContext& types() const { return program_.kernel->info().scope->types(); }
  // The block the kernel is compiled for (cuda.coop); unknown for most.
  const BlockShape& block() const { return program_.block; }

 private:
  const TypedProgram& program_;
  const KernelPlan& plan_;
  const LowerOptions& options_;
  llvm::Module& module_;
  std::map<const TypedFunction*, llvm::Function*> functions_;
  llvm::DenseMap<const Type*, llvm::Type*> llvm_types_;
  int next_function_ = 0;
  llvm::GlobalVariable* dynamic_shared_ = nullptr;
  std::unique_ptr<LineTable> line_table_;
  std::vector<ErrorSite>* error_sites_;
  llvm::Function* error_reporter_ = nullptr;
};

// The modes of PTX's shfl.sync: which lane each lane reads.
enum class ShuffleMode : uint8_t { Idx, Up, Down, Bfly };

// The NVVM intrinsic of a shuffle of i32 (or f32) values; `predicated`:
// the one that also gives whether the source lane was inside the warp or
// segment (lower_warp.cpp).
llvm::Intrinsic::ID ShuffleIntrinsic(ShuffleMode mode, bool is_float, bool predicated);

// An array value taken apart.
struct ArrayParts {
  llvm::Value* data;                  // generic pointer to element 0
  std::vector<llvm::Value*> shape;    // i64 per dimension
  std::vector<llvm::Value*> strides;  // i64 bytes per dimension
};

// What a kernel body lowered as one thread of a coarsened kernel
// (coarsen.cpp) reads instead of the GPU's registers and memory.
struct VirtualThread {
  // The block it runs in: read wherever the body reads `cuda.blockIdx`
  // along `axis` (0: x, 1: y). Null for a thread of consecutive positions.
  llvm::Value* block = nullptr;
  int axis = 0;
  const ElementwisePlan* plan = nullptr;
  // Per tap of the plan: a pointer to the value of its element, loaded
  // ahead by the caller; null for a tap not read. The body reads the tap
  // there and writes it there as well as to memory.
  std::vector<llvm::Value*> ahead;
  // An i1: true when the caller loaded nothing, so that taps are read from
  // memory, as the kernel as written reads them (`ahead` is then scratch).
  llvm::Value* from_memory = nullptr;
  // For a thread of consecutive positions (ElementwisePlan::consecutive),
  // its position along `axis` (i64), which cuda.grid gives; such a kernel
  // reads neither cuda.threadIdx nor cuda.blockIdx.
  llvm::Value* position = nullptr;
  // For a thread that runs its consecutive positions in lock step as the
  // lanes of virtual warps (ElementwisePlan::lanes, lower_lanes.cpp): per
  // lane, its position and its `ahead`. `position` and `ahead` above are
  // then those of the lane being lowered.
  std::vector<llvm::Value*> lane_positions;
  std::vector<std::vector<llvm::Value*>> lane_ahead;
  // The GPU threads of the warp that run the lanes' shuffles (i32): all
  // of them, or those of one virtual warp.
  llvm::Value* warp_mask = nullptr;
};

class FunctionLowering {
 public:
  FunctionLowering(ModuleLowering& module, const TypedFunction& typed, llvm::Function* function,
                   bool is_kernel, const VirtualThread* virtual_thread = nullptr);
  void Run();

 private:
  llvm::LLVMContext& context() { return function_->getContext(); }
  TypeContext& types() { return module_.types(); }
  const Type* TypeOf(const Expr& expr) const { return typed_.TypeOf(expr); }
  llvm::Type* Llvm(const Type* type) { return module_.Llvm(type); }

  // lower.cpp: entry, slots, parameters.
  void CreateSlots();
  llvm::AllocaInst* NewSlot(const Slot& slot);
  void BindKernelParameters();
  llvm::Value* KernelParameterValue(const Type* type, llvm::Function::arg_iterator& arg);
  void BindDeviceParameters();
  void StoreSlot(int slot, llvm::Value* value, const Type* type);
  llvm::Value* LoadSlot(int slot);
  bool Terminated() const;
  void EnsureInsertionPoint();
  llvm::BasicBlock* NewBlock(const char* name);
  void StartBlock(llvm::BasicBlock* block);  // places it last and moves there
  // Line tables (LowerOptions::line_info): while one lives, what the
  // builder makes is located at `range`'s start; then the location before
  // it is back. Nothing without line tables.
  class LocatedAt {
   public:
    LocatedAt(FunctionLowering& lowering, SourceRange range);
    ~LocatedAt();
    LocatedAt(const LocatedAt&) = delete;
    LocatedAt& operator=(const LocatedAt&) = delete;

   private:
    FunctionLowering& lowering_;
    llvm::DebugLoc outer_;
  };

  // lower_stmt.cpp: statements.
  void LowerBody(llvm::ArrayRef<Stmt*> body);
  void LowerStmt(const Stmt& stmt);
  void StoreName(const NameExpr& name, llvm::Value* value, const Type* type);
  void StoreParam(size_t index, llvm::Value* value, const Type* type);
  void LowerAssign(const Expr& target, llvm::Value* value, const Type* type);
  void LowerAugAssign(const AugAssignStmt& assign);
  void LowerIf(const IfStmt& if_stmt);
  void LowerWhile(const WhileStmt& loop);
  void LowerFor(const ForStmt& loop);
  void LowerRangeLoop(const ForStmt& loop, const CallExpr& range);
  // lower_iterator.cpp: loops over a tuple, a 1-D array, `enumerate` and
  // `zip`.
  void LowerIndexedLoop(const ForStmt& loop);
  struct LoopSource;
  LoopSource MakeLoopSource(const Expr& source);
  llvm::Value* LoopSourceCount(const LoopSource& source);
  llvm::Value* LoopSourceItem(const LoopSource& source, llvm::Value* index);
  void LowerLoopElse(llvm::ArrayRef<Stmt*> else_body, llvm::BasicBlock* else_block,
                     llvm::BasicBlock* exit);
  void LowerReturn(const ReturnStmt& ret);
  // A raise (and a failed assert) ends the thread, as in Numba without
  // debug=True.
  void EndThread();
  // debug_checks.cpp: the checks of debug=True (LowerOptions::debug), each
  // reported at `check_node_`; without debug they emit nothing.
  // `given` is the index as written, `wrapped` after negative wrapping.
  void CheckIndex(llvm::Value* given, llvm::Value* wrapped, llvm::Value* extent, int axis);
  // Before `a op b` of operands of type `type` (after promotion): a zero
  // divisor raises ZeroDivisionError, as Python's error model does.
  void CheckDivisor(BinaryOp op, llvm::Value* divisor, const Type* type);
  // A raise, and a failed assert: reported, then the thread ends.
  void LowerRaise(const RaiseStmt& raise);
  void FailAssert(const AssertStmt& assert_stmt);
  int AddErrorSite(llvm::StringRef exception, std::string message, bool bounds);
  void FailUnless(llvm::Value* ok, int site, llvm::Value* index, llvm::Value* extent, int axis);
  void ReportAndEndThread(int site, llvm::Value* index, llvm::Value* extent, int axis);
  std::string ExpressionText(const Expr& expr);
  bool debug() const { return module_.options().debug; }
  // lower_record.cpp: a record's field, or an array element, as a place
  // to load from or store to.
  struct Place {
    llvm::Value* address;
    const Type* type;
    llvm::Align align;
    const RecordField* field = nullptr;  // when the place is a record's field
    // A coarsened thread's copy of an element loaded ahead (VirtualThread):
    // loads read it, stores write it as well as memory.
    llvm::Value* ahead = nullptr;
  };
  std::optional<Place> FieldPlace(const Expr& expr);
  Place ElementPlace(const SubscriptExpr& subscript);
  llvm::Value* LoadPlace(const Place& place);
  void StorePlace(const Place& place, llvm::Value* value, const Type* type);
  llvm::Value* NestedArrayView(const Place& place);
  void CopyIntoNestedArray(const Place& place, llvm::Value* value, const Type* type);
  // lower_print.cpp
  void EmitPrint(const CallExpr& call);
  std::string PrintItem(const Type* type, llvm::Value* value, std::vector<llvm::Value*>& values);
  llvm::Value* PrintArguments(llvm::ArrayRef<llvm::Value*> values);
  llvm::Value* StringConstant(llvm::StringRef text);
  void LowerAssert(const AssertStmt& assert_stmt);
  void BranchTo(llvm::BasicBlock* block);

  // lower_expr.cpp: expressions.
  llvm::Value* Emit(const Expr& expr);
  llvm::Value* EmitAs(const Expr& expr, const Type* to);
  llvm::Value* EmitConstant(const ConstValue& value);
  llvm::Value* EmitCondition(const Expr& condition);
  llvm::Value* EmitKind(const Expr& expr);
  // Null: the value of an expression that has none at run time (a module,
  // a builtin, a number class, a range, a grid group). An internal error
  // when its type has a run-time form, which a lowering should have made.
  llvm::Value* NoRunTimeValue(const Expr& expr);
  llvm::Value* EmitName(const NameExpr& name);
  llvm::Value* EmitUnary(const UnaryExpr& unary);
  llvm::Value* EmitBinary(const BinaryExpr& binary);
  llvm::Value* BinaryOperation(BinaryOp op, llvm::Value* lhs, const Type* lhs_type,
                               llvm::Value* rhs, const Type* rhs_type);
  llvm::Value* IntegerDivision(BinaryOp op, llvm::Value* a, llvm::Value* b, bool is_signed);
  llvm::Value* DivideByPowerOfTwo(BinaryOp op, llvm::Value* a, llvm::Value* b, bool is_signed);
  llvm::Value* FloatDivision(BinaryOp op, llvm::Value* a, llvm::Value* b, const Type* type);
  llvm::Value* Shift(BinaryOp op, llvm::Value* a, llvm::Value* b, bool is_signed);
  llvm::Value* Power(llvm::Value* a, const Type* a_type, llvm::Value* b, const Type* b_type,
                     const Type* result);
  llvm::Value* UnrolledPower(llvm::Value* a, uint64_t n, bool reciprocal);
  llvm::Value* EmitBoolOp(const BoolOpExpr& bool_op);
  llvm::Value* EmitCompare(const CompareExpr& compare);
  llvm::Value* ComparePair(CompareOp op, llvm::Value* lhs, const Type* lhs_type, llvm::Value* rhs,
                           const Type* rhs_type);
  llvm::Value* ValuesEqual(llvm::Value* a, llvm::Value* b, const Type* type);
  llvm::Value* EmitConditional(const ConditionalExpr& conditional);
  llvm::Value* EmitAttribute(const AttributeExpr& attribute);
  llvm::Value* EmitCall(const CallExpr& call);
  llvm::Value* EmitDeviceCall(const CallExpr& call, const TypedFunction& callee);
  llvm::Value* FloatOp(unsigned opcode, llvm::Value* a, llvm::Value* b);
  // Complex numbers (lower_complex.cpp): `{re, im}` structs of two floats.
  llvm::Value* MakeComplex(llvm::Value* real, llvm::Value* imag, const Type* type);
  llvm::Value* ComplexArithmetic(BinaryOp op, llvm::Value* a, llvm::Value* b, const Type* type);
  llvm::Value* ComplexDivision(llvm::Value* a, llvm::Value* b, const Type* type);
  llvm::Value* ComplexPower(llvm::Value* a, llvm::Value* b, const Type* type);
  // `==` or `!=` of two complex numbers of one type.
  llvm::Value* ComplexEquality(CompareOp op, llvm::Value* a, llvm::Value* b);
  llvm::Value* ComplexNegate(llvm::Value* z, const Type* type);
  // `x.real` or `x.imag` of any number.
  llvm::Value* EmitNumberPart(const AttributeExpr& attribute);
  // `complex(x)`, `complex(re, im)`, `abs(z)`.
  llvm::Value* EmitComplexConstructor(const CallExpr& call);
  llvm::Value* ComplexAbs(llvm::Value* z, const Type* result);

  // lower_array.cpp: arrays and tuples.
  ArrayParts Unpack(llvm::Value* array, const Type* type);
  llvm::Value* Pack(const ArrayParts& parts, const Type* type);
  llvm::Value* SizeProduct(llvm::Value* a, llvm::Value* b);
  llvm::Value* WrapNegative(llvm::Value* index, bool is_signed, llvm::Value* extent);
  llvm::Value* ElementAddress(const SubscriptExpr& subscript);
  llvm::Value* ElementAddress(const ArrayParts& parts, const Type* type,
                              llvm::ArrayRef<llvm::Value*> indices,
                              llvm::ArrayRef<const Type*> index_types);
  llvm::Value* EmitSubscript(const SubscriptExpr& subscript);
  // Element `index` (a run-time value) of a tuple, converted to `as`.
  llvm::Value* TupleElement(llvm::Value* tuple, const Type* type, llvm::Value* index,
                            const Type* index_type, const Type* as);
  llvm::Value* TupleElementFromMemory(llvm::Value* tuple, const Type* type, llvm::Value* i,
                                      const Type* as);
  llvm::Value* TupleIndex(llvm::Value* index, const Type* index_type, size_t size);
  llvm::Value* TupleArray(const std::vector<llvm::Value*>& values, const Type* type,
                          const Type* as);
  // The values of a tuple's elements, without making the tuple one LLVM
  // value where that can be avoided: a long tuple as one value costs LLVM
  // time and memory quadratic in its length unless it is a constant.
  std::vector<llvm::Value*> TupleElementValues(const Expr& tuple);
  llvm::Value* Contains(llvm::Value* value, const Type* type,
                        const std::vector<llvm::Value*>& elements, const Type* tuple);
  llvm::Value* LongTupleArray(const Expr& tuple, const Type* as);
  llvm::Value* ArrayElement(llvm::Value* array, size_t size, llvm::Value* i, const Type* type);
  llvm::AllocaInst* EntryAlloca(llvm::Type* type, const char* name);
  llvm::Value* SlotElementAddress(llvm::AllocaInst* slot, unsigned k);
  // Element `k`'s address in memory holding a tuple of type `type`.
  llvm::Value* TupleElementAddress(llvm::Value* address, const Type* type, unsigned k);
  // Stores tuple `value`, converted to `to`, into memory at `address`.
  void StoreTuple(llvm::Value* address, const Expr& value, const Type* to);
  // A device call; one that returns a long tuple puts it at `result`.
  llvm::Value* CallDevice(const CallExpr& call, const TypedFunction& callee, llvm::Value* result);
  const TypedFunction* LongTupleCallee(const Expr& expr);
  bool StoreLongTuple(const Expr& target, const Expr& value);
  bool UnpackTuple(const Expr& target, const Expr& value);
  // A tuple's element by run-time index: read in place from a variable's
  // slot where it can be, else from the tuple's value.
  llvm::Value* TupleElementOf(const Expr& tuple, llvm::Value* index, const Type* index_type,
                              const Type* as);
  llvm::GlobalVariable* ConstantInGlobalMemory(llvm::Constant* value);
  llvm::AllocaInst* TupleVariableSlot(const Expr& expr);
  llvm::Value* SlotTupleElement(llvm::AllocaInst* slot, const Type* type, llvm::Value* index,
                                const Type* index_type, const Type* as);

  llvm::Value* EmitTuple(const TupleExpr& tuple);
  llvm::Value* EmitArrayAttribute(const AttributeExpr& attribute);
  llvm::Value* TupleOfValues(const std::vector<llvm::Value*>& values, int ndim);
  llvm::Value* ElementCount(const ArrayParts& parts, const Type* type);

  // lower_array_view.cpp: views of arrays, made of the array's own data
  // pointer, shape and strides (no copy).
  llvm::Value* EmitArrayView(const SubscriptExpr& subscript);
  struct SliceRange {
    llvm::Value* start;   // the first index taken
    llvm::Value* length;  // how many are taken
    llvm::Value* step;
  };
  SliceRange NormalizeSlice(const SliceExpr& slice, llvm::Value* extent);
  llvm::Value* SliceBound(llvm::Value* value, bool is_signed, llvm::Value* extent,
                          llvm::Value* negative_step);
  llvm::Value* SliceLength(llvm::Value* start, llvm::Value* stop, llvm::Value* step,
                           llvm::Value* negative_step);
  llvm::Value* EmitTranspose(const ArrayParts& parts, const Type* type);
  llvm::Value* EmitArrayMethodCall(const CallExpr& call, ArrayMethodBuiltin which);
  llvm::Value* EmitReshape(const CallExpr& call, const ArrayParts& from, const Type* from_type);
  llvm::Value* EmitDtypeView(const CallExpr& call, ArrayParts parts, const Type* from_type);

  // lower_builtin.cpp: builtins. EmitBuiltinCall hands a call to its
  // family's lowering handler (DSLC_FAMILY in builtins.def); the handlers
  // are EmitPythonCall, EmitMathCall and EmitGridCall here, and one in each
  // file below.
  llvm::Value* EmitBuiltinCall(const CallExpr& call, BuiltinId id);
  llvm::Value* EmitPythonCall(const CallExpr& call, PythonBuiltin which);
  llvm::Value* EmitMathCall(const CallExpr& call, MathBuiltin which);
  llvm::Value* EmitLdexp(const CallExpr& call, const Type* result);
  llvm::Value* EmitMathPair(const CallExpr& call, MathBuiltin which, const Type* result);
  llvm::Value* MathFunction(MathBuiltin which, llvm::ArrayRef<llvm::Value*> args, const Type* type);
  llvm::Value* LibdeviceCall(llvm::StringRef base, llvm::ArrayRef<llvm::Value*> args,
                             const Type* type);
  llvm::Value* MinMaxOverMemory(const Expr& tuple, PythonBuiltin which, const Type* result);
  llvm::Value* EmitMinMax(const CallExpr& call, PythonBuiltin which);
  llvm::Value* EmitRound(const CallExpr& call);
  llvm::Value* RoundDigits(llvm::Value* x, llvm::Value* digits);
  llvm::Value* SpecialRegister(llvm::Intrinsic::ID id);
  llvm::Value* Dim3Component(Dim3Id which, llvm::StringRef axis);
  llvm::Value* EmitGridCall(const CallExpr& call, GridBuiltin which);
  llvm::Value* EmitInternalCall(const CallExpr& call, InternalBuiltin which);
  // lower_internal.cpp: dslc.internal's run-time operations.
  llvm::Value* EmitInternalOperation(const CallExpr& call, InternalBuiltin which);
  llvm::Value* WarpReduxAdd(llvm::Value* value);
  llvm::Value* EmitShuffleUpValid(const CallExpr& call, llvm::ArrayRef<const Expr*> args);
  llvm::Value* EmitShuffleUpAdd(llvm::ArrayRef<const Expr*> args);
  llvm::Value* EmitExclusiveSumOf(llvm::ArrayRef<const Expr*> args);
  llvm::Value* EmitAddressInRegister(llvm::ArrayRef<const Expr*> args);
  struct ShuffleOperands {
    llvm::Value* mask;   // i32
    llvm::Value* value;  // the value's own LLVM type
    llvm::Value* delta;  // i32
    llvm::Value* c;      // i32: PTX's segment mask and clamp
  };
  ShuffleOperands UpShuffleOperands(llvm::ArrayRef<const Expr*> args);
  std::pair<llvm::Value*, llvm::Value*> ShuffleUpWithPredicate(const ShuffleOperands& operands,
                                                               const Type* type);
  llvm::Value* EmitAligned(llvm::ArrayRef<const Expr*> args);
  void EmitVectorCopy(llvm::ArrayRef<const Expr*> args, bool load);
  llvm::Value* EmitGrid(const CallExpr& call, bool size);
  // A builtin call's arguments, one per parameter of builtin `id`
  // (positional or keyword); null where one is missing. EmitArguments
  // emits them in the order they are written.
  std::vector<const Expr*> Arguments(const CallExpr& call, BuiltinId id);
  std::vector<llvm::Value*> EmitArguments(llvm::ArrayRef<const Expr*> args);
  // The value of a call that returns None.
  llvm::Value* NoValue();

  // lower_memory.cpp: cuda.shared.array, cuda.local.array, a host program's
  // arrays (constant or on the device).
  llvm::Value* EmitArrayCall(const CallExpr& call, ArrayBuiltin which);
  llvm::Value* SharedArrayData(const CallExpr& call, const ArrayAllocation& allocation);
  llvm::Value* LocalArrayData(const ArrayAllocation& allocation);
  llvm::Value* EmitConstantArray(const ConstArray& array);
  llvm::Value* DynamicSharedBytes();

  // lower_sync.cpp: barriers, fences and grid sync.
  llvm::Value* EmitBarrierCall(const CallExpr& call, BarrierBuiltin which);
  llvm::Value* BarrierReduction(const CallExpr& call, BarrierBuiltin which,
                                llvm::Intrinsic::ID barrier);
  llvm::Value* EmitGridGroupCall(const CallExpr& call, GridGroupBuiltin which);

  // lower_memory.cpp: cuda.const.array_like.
  llvm::Value* EmitConstMemoryCall(const CallExpr& call, ConstMemoryBuiltin which);

  // lower_fp16.cpp: cuda.fp16.*.
  llvm::Value* EmitFp16Call(const CallExpr& call, Fp16Builtin which);

  // lower_libdevice.cpp: cuda.libdevice.*.
  llvm::Value* EmitLibdeviceCall(const CallExpr& call, LibdeviceBuiltin which);
  // lower_vector.cpp: `cuda.float32x4(...)` and `v.x`.
  llvm::Value* EmitVectorConstructor(const CallExpr& call);
  llvm::Value* EmitVectorMember(const AttributeExpr& attribute);

  // lower_cache_hint.cpp: cuda.ldcg, cuda.stcg and their kin.
  llvm::Value* EmitCacheHintCall(const CallExpr& call, CacheHintBuiltin which);

  // lower_atomic.cpp: cuda.atomic.*.
  llvm::Value* EmitAtomicCall(const CallExpr& call, AtomicBuiltin which);
  llvm::Value* EmitCompareAndSwap(const CallExpr& call, AtomicBuiltin which);
  // `array[index]`'s address, for atomics and cache-hint loads and stores.
  llvm::Value* IndexedElementAddress(const Expr& array, const Expr& index);
  const Type* IndexType(const Expr& index);
  llvm::Value* AtomicUpdate(AtomicBuiltin which, llvm::Value* address, llvm::Value* value,
                            const Type* dtype);
  llvm::Value* AtomicCompareExchange(llvm::Value* address, llvm::Value* expected,
                                     llvm::Value* desired);

  // lower_warp.cpp: shuffles, votes, matches and lane masks.
  llvm::Value* EmitWarpCall(const CallExpr& call, WarpBuiltin which);
  llvm::Value* EmitShuffle(const CallExpr& call, WarpBuiltin which, ShuffleMode mode);
  llvm::Value* Shuffle(ShuffleMode mode, llvm::Value* mask, llvm::Value* value, llvm::Value* lane);
  llvm::Value* Shuffle32(ShuffleMode mode, llvm::Value* mask, llvm::Value* value,
                         llvm::Value* lane);
  llvm::Value* EmitVote(const CallExpr& call, WarpBuiltin which,
                        llvm::Intrinsic::ID vote_intrinsic);
  llvm::Value* EmitMatch(const CallExpr& call, WarpBuiltin which);

  // lower_lanes.cpp: a thread of lanes of virtual warps (VirtualThread::
  // lane_positions). Statements run once per lane, except those that
  // the plan's LaneStep: once, for all lanes.
  int lanes() const { return static_cast<int>(lane_slots_.size()); }
  void CreateLaneSlots();
  // Lowers what follows for lane `lane`: its slots, position and taps.
  void SetLane(int lane);
  // Lowers `stmt` (in lanes() > 1) once per lane or in lock step.
  void LowerLanes(const Stmt& stmt);
  void LowerEachLane(const Stmt& stmt);
  // The shuffles of a statement in lock step: every lane's operands, then
  // their exchange; their results are then each lane's (lane_results_).
  void ExchangeShuffles(const Stmt& stmt);
  std::vector<llvm::Value*> LaneShuffle(ShuffleMode mode, llvm::ArrayRef<llvm::Value*> values,
                                        llvm::Value* delta);
  // A shuffle of 32-bit pieces among the GPU threads of one virtual warp:
  // the value read and whether its lane was inside the virtual warp.
  std::pair<llvm::Value*, llvm::Value*> SegmentShuffle(ShuffleMode mode, llvm::Value* value,
                                                       llvm::Value* lane);
  std::pair<llvm::Value*, llvm::Value*> SegmentShuffle32(ShuffleMode mode, llvm::Value* value,
                                                         llvm::Value* lane);
  // The lane being lowered's lane id in its virtual warp.
  llvm::Value* VirtualLaneId();

  // lower_bits.cpp: popc, brev, clz, ffs, fma, cbrt.
  llvm::Value* EmitBitsCall(const CallExpr& call, BitsBuiltin which);
  llvm::Value* EmitComplexCall(const CallExpr& call, ComplexBuiltin which);
  std::pair<llvm::Value*, const Type*> IntegerBits(const Expr& arg);

  ModuleLowering& module_;
  const TypedFunction& typed_;
  llvm::Function* function_;
  bool is_kernel_;
  llvm::IRBuilder<> builder_;
  llvm::IRBuilder<> entry_builder_;  // allocas, at the top of the entry block
  std::vector<llvm::AllocaInst*> slots_;
  struct LoopTargets {
    llvm::BasicBlock* break_to;
    llvm::BasicBlock* continue_to;
  };
  std::vector<LoopTargets> loops_;
  std::vector<llvm::BasicBlock*> unplaced_blocks_;  // every NewBlock, to check at the end
  llvm::BasicBlock* return_block_ = nullptr;
  llvm::Value* return_slot_ = nullptr;  // an alloca, or the caller's memory
  bool returns_in_memory_ = false;      // a long tuple (ModuleLowering::DeviceFunction)
  // The data pointer of each shared or local array call, made once.
  std::map<const CallExpr*, llvm::Value*> allocations_;
  // The function's DISubprogram; null without line tables.
  llvm::DISubprogram* subprogram_ = nullptr;
  // The innermost expression or statement being lowered: where a debug
  // check reports a failure.
  const Node* check_node_ = nullptr;
  // Null unless this is a thread of a coarsened kernel.
  const VirtualThread* virtual_thread_ = nullptr;
  // Of a thread of lanes (lower_lanes.cpp): the virtual thread of the lane
  // being lowered (virtual_thread_ points here), each lane's slots (uniform
  // ones shared), the lane, whether a statement is being lowered for it
  // alone, and the shuffles' results per lane by call.
  VirtualThread lane_thread_;
  std::vector<std::vector<llvm::AllocaInst*>> lane_slots_;
  int lane_ = 0;
  bool in_lane_ = false;
  const Stmt* lockstep_stmt_ = nullptr;  // lowered once, for all lanes
  llvm::DenseMap<uint32_t, std::vector<llvm::Value*>> lane_results_;
  // The indices that are never negative (plan/nonnegative.h), except in
  // debug mode, whose checks report the index as given.
  // The plan's (FunctionPlan::nonnegative_indices).
  const llvm::DenseSet<uint32_t>& nonnegative_indices_;
};

}  // namespace dslc

// Numba's number typing (promotion.h), checked against its sources of truth:
// Promote against NumPy's promote_types; Convert and TypeBinary against a
// model of Numba's casting rules (numba/core/typeconv/rules.py) and of its
// overload resolution over the operator signatures in
// numba/core/typing/builtins.py (and numba-cuda's float16 operators). Rows
// are the left operand, columns the right, in the order of scalar_kinds.def.
#include "compiler/types/promotion.h"

#include <gtest/gtest.h>

namespace dslc {
namespace {

using K = ScalarKind;
constexpr K b = K::Bool, i8 = K::Int8, i16 = K::Int16, i32 = K::Int32, i64 = K::Int64;
constexpr K u8 = K::UInt8, u16 = K::UInt16, u32 = K::UInt32, u64 = K::UInt64;
constexpr K f16 = K::Float16, f32 = K::Float32, f64 = K::Float64;
// No result: the operator does not apply.
constexpr K __ = static_cast<K>(255);
constexpr K kAll[12] = {b, i8, i16, i32, i64, u8, u16, u32, u64, f16, f32, f64};
using Table = K[12][12];

class PromotionTest : public ::testing::Test {
 protected:
  const Type* T(K kind) { return kind == __ ? nullptr : types_.Scalar(kind); }
  std::string Name(K kind) { return kind == __ ? "nothing" : T(kind)->name(); }

  // Checks the result type of `op` for every pair of scalar types.
  void ExpectBinaryTable(BinaryOp op, const Table& expected) {
    for (int i = 0; i < 12; ++i) {
      for (int j = 0; j < 12; ++j) {
        std::optional<OperatorTyping> typing = TypeBinary(types_, op, T(kAll[i]), T(kAll[j]));
        const Type* result = typing ? typing->result : nullptr;
        EXPECT_EQ(result, T(expected[i][j]))
            << Name(kAll[i]) << " " << Spelling(op).str() << " " << Name(kAll[j]) << " is "
            << (result ? result->name() : "nothing") << ", expected " << Name(expected[i][j]);
      }
    }
  }

  TypeContext types_;
};

TEST_F(PromotionTest, PromoteIsNumpysPromoteTypes) {
  // np.promote_types(a, b) for every pair (NumPy 2).
  constexpr Table kExpected = {
      {b, i8, i16, i32, i64, u8, u16, u32, u64, f16, f32, f64},      // bool
      {i8, i8, i16, i32, i64, i16, i32, i64, f64, f16, f32, f64},    // int8
      {i16, i16, i16, i32, i64, i16, i32, i64, f64, f32, f32, f64},  // int16
      {i32, i32, i32, i32, i64, i32, i32, i64, f64, f64, f64, f64},  // int32
      {i64, i64, i64, i64, i64, i64, i64, i64, f64, f64, f64, f64},  // int64
      {u8, i16, i16, i32, i64, u8, u16, u32, u64, f16, f32, f64},    // uint8
      {u16, i32, i32, i32, i64, u16, u16, u32, u64, f32, f32, f64},  // uint16
      {u32, i64, i64, i64, i64, u32, u32, u32, u64, f64, f64, f64},  // uint32
      {u64, f64, f64, f64, f64, u64, u64, u64, u64, f64, f64, f64},  // uint64
      {f16, f16, f32, f64, f64, f16, f32, f64, f64, f16, f32, f64},  // float16
      {f32, f32, f32, f64, f64, f32, f32, f64, f64, f32, f32, f64},  // float32
      {f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64},  // float64
  };
  for (int i = 0; i < 12; ++i) {
    for (int j = 0; j < 12; ++j) {
      EXPECT_EQ(Promote(types_, T(kAll[i]), T(kAll[j])), T(kExpected[i][j]))
          << Name(kAll[i]) << " with " << Name(kAll[j]);
    }
  }
}

TEST_F(PromotionTest, PromoteOfNonNumbersIsNull) {
  const Type* array = types_.Array(T(f32), 1, Layout::C);
  EXPECT_EQ(Promote(types_, array, T(f32)), nullptr);
  EXPECT_EQ(Promote(types_, T(i32), types_.None()), nullptr);
}

TEST_F(PromotionTest, IntegerResultIs64BitsSignedIfEitherIs) {
  EXPECT_EQ(IntegerResult(types_, T(i32), T(i32)), T(i64));
  EXPECT_EQ(IntegerResult(types_, T(u32), T(u32)), T(u64));
  EXPECT_EQ(IntegerResult(types_, T(u8), T(i8)), T(i64));
  EXPECT_EQ(IntegerResult(types_, T(u64), T(i64)), T(i64));
  EXPECT_EQ(IntegerResult(types_, T(u16), T(b)), T(i64));  // bool counts as signed
  EXPECT_EQ(IntegerResult(types_, T(u16)), T(u64));
  EXPECT_EQ(IntegerResult(types_, T(i8)), T(i64));
  EXPECT_EQ(IntegerResult(types_, T(b)), T(i64));
}

TEST_F(PromotionTest, UnifyPromotesNumbers) {
  EXPECT_EQ(Unify(types_, T(i64), T(f32)), T(f64));
  EXPECT_EQ(Unify(types_, T(i16), T(f32)), T(f32));
  EXPECT_EQ(Unify(types_, T(i64), T(u64)), T(f64));
  EXPECT_EQ(Unify(types_, T(b), T(i32)), T(i32));
  EXPECT_EQ(Unify(types_, T(f32), T(f32)), T(f32));
}

TEST_F(PromotionTest, UnifyArraysOfOneDtypeAndRank) {
  const Type* c = types_.Array(T(f32), 2, Layout::C);
  const Type* f = types_.Array(T(f32), 2, Layout::F);
  const Type* a = types_.Array(T(f32), 2, Layout::A);
  EXPECT_EQ(Unify(types_, c, c), c);
  EXPECT_EQ(Unify(types_, c, f), a);  // different layouts: any strides
  EXPECT_EQ(Unify(types_, c, types_.Array(T(f64), 2, Layout::C)), nullptr);
  EXPECT_EQ(Unify(types_, c, types_.Array(T(f32), 1, Layout::C)), nullptr);
  EXPECT_EQ(Unify(types_, c, T(f32)), nullptr);
}

TEST_F(PromotionTest, UnifyKeepsArraysReadOnly) {
  const Type* c = types_.Array(T(f32), 2, Layout::C);
  const Type* f = types_.Array(T(f32), 2, Layout::F);
  const Type* readonly_c = types_.Array(T(f32), 2, Layout::C, /*readonly=*/true);
  EXPECT_NE(c, readonly_c);
  EXPECT_EQ(readonly_c->name(), "readonly float32[:, ::1]");
  EXPECT_EQ(Unify(types_, c, readonly_c), readonly_c);  // may be read-only: is
  EXPECT_EQ(Unify(types_, readonly_c, c), readonly_c);
  EXPECT_EQ(Unify(types_, readonly_c, f), types_.Array(T(f32), 2, Layout::A, true));
}

TEST_F(PromotionTest, UnifyTuplesElementwise) {
  const Type* ints = types_.Tuple({T(i64), T(b)});
  const Type* mixed = types_.Tuple({T(f32), T(i32)});
  EXPECT_EQ(Unify(types_, ints, mixed), types_.Tuple({T(f64), T(i32)}));
  EXPECT_EQ(Unify(types_, ints, types_.Tuple({T(i64)})), nullptr);
  EXPECT_EQ(Unify(types_, ints, types_.Tuple({T(i64), types_.None()})), nullptr);
  EXPECT_EQ(Unify(types_, types_.None(), types_.None()), types_.None());
}

TEST_F(PromotionTest, ConvertIsNumbasCastingRules) {
  // numba.core.typeconv.rules.default_type_manager.check_compatible(a, b).
  constexpr Conversion E = Conversion::Exact, P = Conversion::Promote, S = Conversion::Safe,
                       U = Conversion::Unsafe;
  constexpr Conversion kExpected[12][12] = {
      {E, S, S, S, S, S, S, S, S, S, S, S},  // bool
      {U, E, P, P, P, U, U, U, U, S, S, S},  // int8
      {U, U, E, P, P, U, U, U, U, U, S, S},  // int16
      {U, U, U, E, P, U, U, U, U, U, U, S},  // int32
      {U, U, U, U, E, U, U, U, U, U, U, S},  // int64
      {U, U, S, S, S, E, P, P, P, U, S, S},  // uint8
      {U, U, U, S, S, U, E, P, P, U, U, S},  // uint16
      {U, U, U, U, S, U, U, E, P, U, U, S},  // uint32
      {U, U, U, U, U, U, U, U, E, U, U, S},  // uint64
      {U, U, U, U, U, U, U, U, U, E, P, P},  // float16
      {U, U, U, U, U, U, U, U, U, U, E, P},  // float32
      {U, U, U, U, U, U, U, U, U, U, U, E},  // float64
  };
  for (int i = 0; i < 12; ++i) {
    for (int j = 0; j < 12; ++j) {
      EXPECT_EQ(Convert(kAll[i], kAll[j]), kExpected[i][j])
          << Name(kAll[i]) << " to " << Name(kAll[j]);
    }
  }
}

TEST_F(PromotionTest, ChooseOverloadAsNumbaDoesForRange) {
  // range has an int32, an int64 and a uint64 version.
  const Type* versions[] = {T(i32), T(i64), T(u64)};
  auto choose = [&](std::initializer_list<K> args) {
    std::vector<const Type*> arg_types;
    for (K arg : args) arg_types.push_back(T(arg));
    return ChooseOverload(versions, arg_types);
  };
  EXPECT_EQ(choose({i32}), T(i32));
  EXPECT_EQ(choose({i16, i32}), T(i32));
  EXPECT_EQ(choose({i64}), T(i64));
  EXPECT_EQ(choose({i64, i32}), T(i64));  // a literal is an int64
  EXPECT_EQ(choose({u32}), T(u64));       // a promotion beats a safe conversion
  EXPECT_EQ(choose({u64, u64}), T(u64));
  EXPECT_EQ(choose({i32, u32}), T(i64));
  EXPECT_EQ(choose({b}), T(i32));  // a tie: the first version
  const Type* none[] = {types_.None()};
  EXPECT_EQ(ChooseOverload(versions, none), nullptr);
}

TEST_F(PromotionTest, AddSubtractMultiply) {
  constexpr Table kExpected = {
      {i64, i64, i64, i64, i64, i64, i64, i64, i64, f16, f32, f64},  // bool
      {i64, i64, i64, i64, i64, i64, i64, i64, i64, f16, f32, f64},  // int8
      {i64, i64, i64, i64, i64, i64, i64, i64, i64, f32, f32, f64},  // int16
      {i64, i64, i64, i64, i64, i64, i64, i64, i64, f64, f64, f64},  // int32
      {i64, i64, i64, i64, i64, i64, i64, i64, i64, f64, f64, f64},  // int64
      {i64, i64, i64, i64, i64, u64, u64, u64, u64, f32, f32, f64},  // uint8
      {i64, i64, i64, i64, i64, u64, u64, u64, u64, f64, f64, f64},  // uint16
      {i64, i64, i64, i64, i64, u64, u64, u64, u64, f64, f64, f64},  // uint32
      {i64, i64, i64, i64, i64, u64, u64, u64, u64, f64, f64, f64},  // uint64
      {f16, f16, f32, f64, f64, f32, f64, f64, f64, f16, f32, f64},  // float16
      {f32, f32, f32, f64, f64, f32, f64, f64, f64, f32, f32, f64},  // float32
      {f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64},  // float64
  };
  ExpectBinaryTable(BinaryOp::Add, kExpected);
  ExpectBinaryTable(BinaryOp::Sub, kExpected);
  ExpectBinaryTable(BinaryOp::Mul, kExpected);
}

TEST_F(PromotionTest, TrueDivide) {
  constexpr Table kExpected = {
      {f64, f64, f64, f64, f64, f64, f64, f64, f64, f16, f32, f64},  // bool
      {f64, f64, f64, f64, f64, f64, f64, f64, f64, f16, f32, f64},  // int8
      {f64, f64, f64, f64, f64, f64, f64, f64, f64, f32, f32, f64},  // int16
      {f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64},  // int32
      {f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64},  // int64
      {f64, f64, f64, f64, f64, f64, f64, f64, f64, f32, f32, f64},  // uint8
      {f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64},  // uint16
      {f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64},  // uint32
      {f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64},  // uint64
      {f16, f16, f32, f64, f64, f32, f64, f64, f64, f16, f32, f64},  // float16
      {f32, f32, f32, f64, f64, f32, f64, f64, f64, f32, f32, f64},  // float32
      {f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64},  // float64
  };
  ExpectBinaryTable(BinaryOp::Div, kExpected);
}

TEST_F(PromotionTest, FloorDivideAndModulo) {
  // Without float16 versions: float16 computes in float32.
  constexpr Table kExpected = {
      {i64, i64, i64, i64, i64, i64, i64, i64, i64, f32, f32, f64},  // bool
      {i64, i64, i64, i64, i64, i64, i64, i64, i64, f32, f32, f64},  // int8
      {i64, i64, i64, i64, i64, i64, i64, i64, i64, f32, f32, f64},  // int16
      {i64, i64, i64, i64, i64, i64, i64, i64, i64, f64, f64, f64},  // int32
      {i64, i64, i64, i64, i64, i64, i64, i64, i64, f64, f64, f64},  // int64
      {i64, i64, i64, i64, i64, u64, u64, u64, u64, f32, f32, f64},  // uint8
      {i64, i64, i64, i64, i64, u64, u64, u64, u64, f64, f64, f64},  // uint16
      {i64, i64, i64, i64, i64, u64, u64, u64, u64, f64, f64, f64},  // uint32
      {i64, i64, i64, i64, i64, u64, u64, u64, u64, f64, f64, f64},  // uint64
      {f32, f32, f32, f64, f64, f32, f64, f64, f64, f32, f32, f64},  // float16
      {f32, f32, f32, f64, f64, f32, f64, f64, f64, f32, f32, f64},  // float32
      {f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64},  // float64
  };
  ExpectBinaryTable(BinaryOp::FloorDiv, kExpected);
  ExpectBinaryTable(BinaryOp::Mod, kExpected);
}

TEST_F(PromotionTest, Power) {
  // A float32 (or float16) base with an integer exponent stays float32.
  // (*) Numba types bool ** int32 as float32, an accident of its overload
  // ratings; dslc keeps integer powers integral.
  constexpr Table kExpected = {
      {i64, i64, i64, i64, i64, i64, i64, i64, i64, f32, f32, f64},  // bool (*)
      {i64, i64, i64, i64, i64, i64, i64, i64, i64, f32, f32, f64},  // int8
      {i64, i64, i64, i64, i64, i64, i64, i64, i64, f32, f32, f64},  // int16
      {i64, i64, i64, i64, i64, i64, i64, i64, i64, f64, f64, f64},  // int32
      {i64, i64, i64, i64, i64, i64, i64, i64, i64, f64, f64, f64},  // int64
      {i64, i64, i64, i64, i64, u64, u64, u64, u64, f32, f32, f64},  // uint8
      {i64, i64, i64, i64, i64, u64, u64, u64, u64, f64, f64, f64},  // uint16
      {i64, i64, i64, i64, i64, u64, u64, u64, u64, f64, f64, f64},  // uint32
      {i64, i64, i64, i64, i64, u64, u64, u64, u64, f64, f64, f64},  // uint64
      {f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f64},  // float16
      {f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f64},  // float32
      {f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64},  // float64
  };
  ExpectBinaryTable(BinaryOp::Pow, kExpected);
}

TEST_F(PromotionTest, Shifts) {
  // 64 bits, with the signedness of the left operand.
  constexpr Table kExpected = {
      {i64, i64, i64, i64, i64, i64, i64, i64, i64, __, __, __},  // bool
      {i64, i64, i64, i64, i64, i64, i64, i64, i64, __, __, __},  // int8
      {i64, i64, i64, i64, i64, i64, i64, i64, i64, __, __, __},  // int16
      {i64, i64, i64, i64, i64, i64, i64, i64, i64, __, __, __},  // int32
      {i64, i64, i64, i64, i64, i64, i64, i64, i64, __, __, __},  // int64
      {u64, u64, u64, u64, u64, u64, u64, u64, u64, __, __, __},  // uint8
      {u64, u64, u64, u64, u64, u64, u64, u64, u64, __, __, __},  // uint16
      {u64, u64, u64, u64, u64, u64, u64, u64, u64, __, __, __},  // uint32
      {u64, u64, u64, u64, u64, u64, u64, u64, u64, __, __, __},  // uint64
      {__, __, __, __, __, __, __, __, __, __, __, __},           // float16
      {__, __, __, __, __, __, __, __, __, __, __, __},           // float32
      {__, __, __, __, __, __, __, __, __, __, __, __},           // float64
  };
  ExpectBinaryTable(BinaryOp::LShift, kExpected);
  ExpectBinaryTable(BinaryOp::RShift, kExpected);
}

TEST_F(PromotionTest, BitwiseAndOrXor) {
  constexpr Table kExpected = {
      {b, i64, i64, i64, i64, i64, i64, i64, i64, __, __, __},    // bool
      {i64, i64, i64, i64, i64, i64, i64, i64, i64, __, __, __},  // int8
      {i64, i64, i64, i64, i64, i64, i64, i64, i64, __, __, __},  // int16
      {i64, i64, i64, i64, i64, i64, i64, i64, i64, __, __, __},  // int32
      {i64, i64, i64, i64, i64, i64, i64, i64, i64, __, __, __},  // int64
      {i64, i64, i64, i64, i64, u64, u64, u64, u64, __, __, __},  // uint8
      {i64, i64, i64, i64, i64, u64, u64, u64, u64, __, __, __},  // uint16
      {i64, i64, i64, i64, i64, u64, u64, u64, u64, __, __, __},  // uint32
      {i64, i64, i64, i64, i64, u64, u64, u64, u64, __, __, __},  // uint64
      {__, __, __, __, __, __, __, __, __, __, __, __},           // float16
      {__, __, __, __, __, __, __, __, __, __, __, __},           // float32
      {__, __, __, __, __, __, __, __, __, __, __, __},           // float64
  };
  ExpectBinaryTable(BinaryOp::BitAnd, kExpected);
  ExpectBinaryTable(BinaryOp::BitOr, kExpected);
  ExpectBinaryTable(BinaryOp::BitXor, kExpected);
}

TEST_F(PromotionTest, OperandTypesAreWhatTheOperatorComputesIn) {
  std::optional<OperatorTyping> mixed = TypeBinary(types_, BinaryOp::Add, T(i32), T(f32));
  ASSERT_TRUE(mixed);
  EXPECT_EQ(mixed->lhs, T(f64));
  EXPECT_EQ(mixed->rhs, T(f64));
  // float32 ** int: the exponent stays an integer.
  std::optional<OperatorTyping> power = TypeBinary(types_, BinaryOp::Pow, T(f32), T(i32));
  ASSERT_TRUE(power);
  EXPECT_EQ(power->lhs, T(f32));
  EXPECT_EQ(power->rhs, T(i64));
  EXPECT_EQ(power->result, T(f32));
  std::optional<OperatorTyping> shift = TypeBinary(types_, BinaryOp::RShift, T(u32), T(i8));
  ASSERT_TRUE(shift);
  EXPECT_EQ(shift->lhs, T(u64));
  EXPECT_EQ(shift->rhs, T(u64));
}

TEST_F(PromotionTest, OperatorsOnNonNumbersDoNotApply) {
  const Type* array = types_.Array(T(f32), 1, Layout::C);
  EXPECT_FALSE(TypeBinary(types_, BinaryOp::Add, array, T(f32)));
  EXPECT_FALSE(TypeBinary(types_, BinaryOp::Add, types_.Tuple({T(i64)}), T(i64)));
  EXPECT_FALSE(TypeBinary(types_, BinaryOp::MatMul, T(f32), T(f32)));
}

TEST_F(PromotionTest, UnaryOperators) {
  auto result = [&](UnaryOp op, K operand) {
    std::optional<OperatorTyping> typing = TypeUnary(types_, op, T(operand));
    return typing ? typing->result : nullptr;
  };
  EXPECT_EQ(result(UnaryOp::Negate, i8), T(i64));
  EXPECT_EQ(result(UnaryOp::Negate, u32), T(u64));
  EXPECT_EQ(result(UnaryOp::Negate, b), T(i64));
  EXPECT_EQ(result(UnaryOp::Negate, f32), T(f32));
  EXPECT_EQ(result(UnaryOp::Plus, u8), T(u64));
  EXPECT_EQ(result(UnaryOp::Invert, u16), T(u64));
  EXPECT_EQ(result(UnaryOp::Invert, b), T(b));
  EXPECT_EQ(result(UnaryOp::Invert, f64), nullptr);
  EXPECT_EQ(result(UnaryOp::Not, f32), T(b));
}

TEST_F(PromotionTest, ComparisonsCompareInTheCommonType) {
  EXPECT_EQ(TypeCompare(types_, T(i32), T(u32)), T(i64));
  EXPECT_EQ(TypeCompare(types_, T(i64), T(u64)), T(f64));
  EXPECT_EQ(TypeCompare(types_, T(b), T(f32)), T(f32));
  EXPECT_EQ(TypeCompare(types_, types_.Array(T(f32), 1, Layout::C), T(f32)), nullptr);
}

}  // namespace
}  // namespace dslc

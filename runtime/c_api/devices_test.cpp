// Devices through the C interface on a machine that may have no CUDA
// driver: the library loads and says why there is no GPU.
#include <gtest/gtest.h>

#include <string>

#include "dslc/c_api.h"

namespace {

TEST(CApiDevices, DriverAvailableSaysWhyNot) {
  char* why = nullptr;
  int available = dslc_driver_available(&why);
  if (available) {
    EXPECT_EQ(why, nullptr);
    int count = -1;
    EXPECT_EQ(dslc_device_count(&count), DSLC_OK) << dslc_error_message();
    GTEST_SKIP() << "a CUDA driver is installed";
  }
  EXPECT_EQ(available, 0);
  ASSERT_NE(why, nullptr);
  EXPECT_STRNE(why, "");
  std::string reason = why;
  dslc_string_free(why);
  EXPECT_EQ(dslc_driver_available(nullptr), 0);

  // What needs the driver fails with the same reason, as a dslc::Error.
  int count = -1;
  EXPECT_EQ(dslc_device_count(&count), DSLC_ERROR);
  EXPECT_EQ(std::string(dslc_error_message()), "no CUDA driver found: " + reason);
  uint64_t pointer = 1;
  EXPECT_EQ(dslc_mem_alloc(0, 256, &pointer), DSLC_ERROR);
  EXPECT_EQ(std::string(dslc_error_message()), "no CUDA driver found: " + reason);
  struct dslc_device_properties properties;
  EXPECT_EQ(dslc_device_properties(0, &properties), DSLC_ERROR);
}

TEST(CApiDevices, NullPointersAreErrors) {
  EXPECT_EQ(dslc_device_count(nullptr), DSLC_ERROR);
  EXPECT_STREQ(dslc_error_message(), "dslc_device_count: `count` is null");
  EXPECT_EQ(dslc_mem_alloc(0, 256, nullptr), DSLC_ERROR);
  EXPECT_STREQ(dslc_error_message(), "dslc_mem_alloc: `pointer` is null");
  EXPECT_EQ(dslc_stream_destroy(0, nullptr), DSLC_ERROR);
  EXPECT_STREQ(dslc_error_message(), "dslc_stream_destroy: `stream` is null");
  float ms = 0;
  EXPECT_EQ(dslc_event_elapsed_ms(nullptr, nullptr, &ms), DSLC_ERROR);
  EXPECT_STREQ(dslc_error_message(), "dslc_event_elapsed_ms: `start` is null");
}

}  // namespace

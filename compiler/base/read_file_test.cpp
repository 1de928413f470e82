#include "compiler/base/read_file.h"

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cstdlib>
#include <fstream>

#include "gtest/gtest.h"

namespace dslc {
namespace {

class ReadFileTest : public ::testing::Test {
 protected:
  void SetUp() override {
    char pattern[] = "/tmp/dslc-read-file-XXXXXX";
    ASSERT_NE(::mkdtemp(pattern), nullptr);
    dir_ = pattern;
  }
  void TearDown() override { std::system(("rm -rf '" + dir_ + "'").c_str()); }
  std::string Write(const std::string& name, const std::string& bytes) {
    std::string path = dir_ + "/" + name;
    std::ofstream(path, std::ios::binary) << bytes;
    return path;
  }
  std::string dir_;
};

TEST_F(ReadFileTest, ReadsARegularFile) {
  std::string error;
  std::optional<std::string> bytes =
      ReadRegularFile(Write("a", std::string("x\0y", 3)), 100, &error);
  ASSERT_TRUE(bytes) << error;
  EXPECT_EQ(*bytes, std::string("x\0y", 3));
}

TEST_F(ReadFileTest, RefusesAFileOverTheLimitBeforeReading) {
  std::string error;
  EXPECT_FALSE(ReadRegularFile(Write("big", std::string(2048, 'a')), 1024, &error));
  EXPECT_EQ(error, "it is 2 KiB, more than the 1 KiB allowed");
}

TEST_F(ReadFileTest, RefusesADirectory) {
  std::string error;
  EXPECT_FALSE(ReadRegularFile(dir_, 100, &error));
  EXPECT_EQ(error, "it is a directory, not a regular file");
}

TEST_F(ReadFileTest, RefusesAFifoWithoutWaitingForAWriter) {
  std::string path = dir_ + "/fifo";
  ASSERT_EQ(::mkfifo(path.c_str(), 0600), 0);
  std::string error;
  EXPECT_FALSE(ReadRegularFile(path, 100, &error));
  EXPECT_EQ(error, "it is a FIFO, not a regular file");
}

TEST_F(ReadFileTest, RefusesACharacterDeviceBehindASymlink) {
  std::string link = dir_ + "/zero";
  ASSERT_EQ(::symlink("/dev/zero", link.c_str()), 0);
  std::string error;
  EXPECT_FALSE(ReadRegularFile(link, 100, &error));
  EXPECT_EQ(error, "it is a character device, not a regular file");
}

TEST_F(ReadFileTest, RefusesASymlinkWhenAsked) {
  std::string target = Write("target", "x");
  std::string link = dir_ + "/link";
  ASSERT_EQ(::symlink(target.c_str(), link.c_str()), 0);
  ReadFileOptions options;
  options.refuse_symlink = true;
  ReadFileError error;
  EXPECT_FALSE(ReadRegularFile(link, options, &error));
  EXPECT_EQ(error.message, "it is a symbolic link");
  EXPECT_TRUE(ReadRegularFile(target, options, &error));
}

TEST_F(ReadFileTest, TellsAMissingFileApart) {
  ReadFileError error;
  EXPECT_FALSE(ReadRegularFile(dir_ + "/none", ReadFileOptions{}, &error));
  EXPECT_TRUE(error.missing);
  EXPECT_EQ(error.message, "No such file or directory");
}

TEST_F(ReadFileTest, RefusesAnotherOwnersFile) {
  ReadFileOptions options;
  options.required_owner = ::geteuid() + 1;
  ReadFileError error;
  EXPECT_FALSE(ReadRegularFile(Write("a", "x"), options, &error));
  EXPECT_EQ(error.message, "it is owned by uid " + std::to_string(::geteuid()));
}

TEST(ByteCountText, UsesBinaryUnits) {
  EXPECT_EQ(ByteCountText(1), "1 byte");
  EXPECT_EQ(ByteCountText(1023), "1023 bytes");
  EXPECT_EQ(ByteCountText(1536), "1.5 KiB");
  EXPECT_EQ(ByteCountText(uint64_t{2} << 30), "2 GiB");
  EXPECT_EQ(ByteCountText(uint64_t{15} << 40), "15 TiB");
}

}  // namespace
}  // namespace dslc

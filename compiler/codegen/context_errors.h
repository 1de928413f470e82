// Collects the errors LLVM reports through an LLVMContext (the linker, the
// back end) while it lives. Without it LLVM prints them and exits the
// process; with it they become an EmitPtx error. Warnings and remarks still
// take LLVM's default path.
#pragma once

#include <memory>
#include <string>

#include "llvm/IR/DiagnosticHandler.h"
#include "llvm/IR/DiagnosticInfo.h"
#include "llvm/IR/DiagnosticPrinter.h"
#include "llvm/IR/LLVMContext.h"
#include "llvm/Support/raw_ostream.h"

namespace dslc {

class ContextErrors {
 public:
  explicit ContextErrors(llvm::LLVMContext& context)
      : context_(context), saved_(context.getDiagnosticHandler()) {
    context_.setDiagnosticHandler(std::make_unique<Handler>(&errors_));
  }
  ~ContextErrors() { context_.setDiagnosticHandler(std::move(saved_)); }
  ContextErrors(const ContextErrors&) = delete;
  ContextErrors& operator=(const ContextErrors&) = delete;

  // The errors reported so far, "; "-separated; "" if none.
  const std::string& errors() const { return errors_; }

 private:
  struct Handler : llvm::DiagnosticHandler {
    explicit Handler(std::string* errors) : errors(errors) {}
    bool handleDiagnostics(const llvm::DiagnosticInfo& info) override {
      if (info.getSeverity() != llvm::DS_Error) return false;
      llvm::raw_string_ostream out(*errors);
      if (!errors->empty()) out << "; ";
      llvm::DiagnosticPrinterRawOStream printer(out);
      info.print(printer);
      return true;
    }
    std::string* errors;
  };

  llvm::LLVMContext& context_;
  std::unique_ptr<llvm::DiagnosticHandler> saved_;
  std::string errors_;
};

}  // namespace dslc

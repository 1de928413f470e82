// The note that points at an opening bracket, shared by the lexer (a bracket
// left open or closed by the wrong one) and the parser (a construct cut off
// inside brackets).
#pragma once

#include <string>

#include "compiler/diagnostics/diagnostic.h"

namespace dslc {

DSLC_DIAGNOSTIC(BracketOpenedHere, Note, "`{0}` opened here", std::string);

}  // namespace dslc

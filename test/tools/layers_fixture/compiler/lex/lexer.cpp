#include "lexer.h"

const char* kText = R"(
#include "in_a_raw_string.h"
)";
const char* kQuote = "#include \"in_a_string.h\"";
const char kSeparator = '"';

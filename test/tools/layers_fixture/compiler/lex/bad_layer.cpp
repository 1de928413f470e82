#include "compiler/lex/lexer.h"
#include "compiler/sema/infer.h"

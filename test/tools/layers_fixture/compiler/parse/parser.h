#pragma once

#include "compiler/lex/lexer.h"

#pragma once

#include "compiler/parse/parser.h"

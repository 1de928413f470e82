#pragma once

#include <cstddef>

// #include "in_a_comment.h"
/*
#include "in_a_block_comment.h"
*/

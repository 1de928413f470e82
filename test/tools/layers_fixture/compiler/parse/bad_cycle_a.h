#pragma once

#include "bad_cycle_b.h"

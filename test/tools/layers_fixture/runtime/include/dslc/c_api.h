#pragma once

#include "runtime.h"

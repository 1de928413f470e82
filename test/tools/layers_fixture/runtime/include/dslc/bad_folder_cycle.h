#pragma once

#include "runtime/launch.h"

# lit configuration for dslc. Suites: lex, parse, driver (and one per later
# phase). Substitutions: %dslc, FileCheck, not, %python.
import os
import shutil

import lit.formats

config.name = "dslc"
config.test_format = lit.formats.ShTest(execute_external=False)
config.suffixes = [".py", ".test"]
config.excludes = ["Inputs", "lit.cfg.py", "lit.site.cfg.py"]
config.test_source_root = os.path.dirname(__file__)
config.test_exec_root = os.path.join(config.dslc_obj_root, "test")

config.substitutions.append(("%dslc", os.path.join(config.dslc_tools_dir, "dslc")))
config.substitutions.append(("%python", config.python))
config.substitutions.append(("FileCheck", config.filecheck))
config.substitutions.append(("not ", config.not_tool + " "))

# Diagnostics must not depend on the terminal.
config.environment["NO_COLOR"] = "1"

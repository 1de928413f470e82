# Writes OUTPUT, a C++ fragment defining the string constant NAME with the
# text of INPUT (a library module of kernel-language source).
file(READ "${INPUT}" text)
file(WRITE "${OUTPUT}"
  "// Generated from ${INPUT} by compiler/library/embed.cmake.\n"
  "constexpr char ${NAME}[] = R\"dslc_library(${text})dslc_library\";\n")

# What lets a C++ project use the installed package without spelling paths:
# a CMake package (lib/cmake/dslc: find_package(dslc CONFIG), target
# dslc::dslc) and a pkg-config file (lib/pkgconfig/dslc.pc). Both find the
# package from where they lie, so the unpacked tarball works anywhere.
include(CMakePackageConfigHelpers)
set(dslc_package_dir ${CMAKE_BINARY_DIR}/package)
configure_file(${CMAKE_SOURCE_DIR}/cmake/dslcConfig.cmake.in
               ${dslc_package_dir}/dslcConfig.cmake @ONLY)
write_basic_package_version_file(${dslc_package_dir}/dslcConfigVersion.cmake
  VERSION ${PROJECT_VERSION} COMPATIBILITY SameMinorVersion)
configure_file(${CMAKE_SOURCE_DIR}/cmake/dslc.pc.in ${dslc_package_dir}/dslc.pc @ONLY)
install(FILES ${dslc_package_dir}/dslcConfig.cmake ${dslc_package_dir}/dslcConfigVersion.cmake
        DESTINATION lib/cmake/dslc COMPONENT sdk)
install(FILES ${dslc_package_dir}/dslc.pc DESTINATION lib/pkgconfig COMPONENT sdk)

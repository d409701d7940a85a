# Cross-compiling for aarch64 on a Debian amd64 machine (preset "arm64"):
# Debian's g++-aarch64-linux-gnu, the arm64 builds of the libraries through
# multiarch (/usr/lib/aarch64-linux-gnu), tests run under qemu-aarch64
# (qemu-user). scripts/install-deps.sh arm installs all of it.
set(CMAKE_SYSTEM_NAME Linux)
set(CMAKE_SYSTEM_PROCESSOR aarch64)
set(CMAKE_LIBRARY_ARCHITECTURE aarch64-linux-gnu)
set(CMAKE_C_COMPILER aarch64-linux-gnu-gcc)
set(CMAKE_CXX_COMPILER aarch64-linux-gnu-g++)
# Packages and libraries are found in the multiarch directories of
# CMAKE_LIBRARY_ARCHITECTURE (/usr/lib/aarch64-linux-gnu/cmake/hwy, ...),
# never in the host's /usr/lib/x86_64-linux-gnu.
set(ENV{PKG_CONFIG_LIBDIR}
    "/usr/lib/aarch64-linux-gnu/pkgconfig:/usr/share/pkgconfig")
set(CMAKE_CROSSCOMPILING_EMULATOR qemu-aarch64)

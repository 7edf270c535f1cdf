// SHA-256 and HMAC-SHA256 (engine/sha256.h) against their published
// vectors: FIPS 180-4's examples (NIST's "abc", the empty message, the
// two-block 448-bit message, a million 'a's) and RFC 4231's HMAC test cases.
#include "engine/sha256.h"

#include <gtest/gtest.h>

#include <string>
#include <vector>

namespace pps {
namespace {

std::string hex(const Sha256Digest& digest) {
  static const char* digits = "0123456789abcdef";
  std::string out;
  for (std::uint8_t b : digest) out += std::string{digits[b >> 4], digits[b & 15]};
  return out;
}

std::vector<std::uint8_t> bytes(const std::string& text) { return {text.begin(), text.end()}; }

TEST(Sha256, HashesFipsExamples) {
  EXPECT_EQ(hex(sha256("abc")), "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad");
  EXPECT_EQ(hex(sha256("")), "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855");
  EXPECT_EQ(hex(sha256("abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq")),
            "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1");
  EXPECT_EQ(hex(sha256(std::string(1'000'000, 'a'))), "cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0");
}

TEST(Sha256, HmacMatchesRfc4231) {
  // Test case 1: a 20-byte key of 0x0b.
  EXPECT_EQ(hex(hmac_sha256(std::vector<std::uint8_t>(20, 0x0b), bytes("Hi There"))),
            "b0344c61d8db38535ca8afceaf0bf12b881dc200c9833da726e9376c2e32cff7");
  // Test case 2: a short key.
  EXPECT_EQ(hex(hmac_sha256(bytes("Jefe"), bytes("what do ya want for nothing?"))),
            "5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843");
  // Test case 6: a key longer than a block (131 bytes of 0xaa), hashed first.
  EXPECT_EQ(hex(hmac_sha256(std::vector<std::uint8_t>(131, 0xaa), bytes("Test Using Larger Than Block-Size Key - Hash Key First"))),
            "60e431591ee0b67f0d8a26aacbf5b77f8e0bc6213728c5140546040f0ee37f54");
}

}  // namespace
}  // namespace pps

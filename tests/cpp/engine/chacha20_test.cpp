// ChaCha20 against the test vectors RFC 8439 publishes: the quarter round
// (2.1.1), the block function (2.3.2 and the block function vectors of
// appendix A.1) and the keystream over several blocks from a counter (the
// encryption vector #3 of appendix A.2, whose ciphertext is its text XOR the
// keystream).
#include "engine/chacha20.h"

#include <gtest/gtest.h>

#include <string>
#include <vector>

namespace pps {
namespace {

std::vector<std::uint8_t> from_hex(const std::string& text) {
  std::vector<std::uint8_t> out;
  std::string digits;
  for (char c : text)
    if (c != ' ' && c != '\n' && c != ':') digits += c;
  for (std::size_t i = 0; i + 1 < digits.size(); i += 2)
    out.push_back(static_cast<std::uint8_t>(std::stoi(digits.substr(i, 2), nullptr, 16)));
  return out;
}

template <typename Array>
Array array_from_hex(const std::string& text) {
  const auto bytes = from_hex(text);
  Array out{};
  EXPECT_EQ(bytes.size(), out.size()) << text;
  for (std::size_t i = 0; i < out.size() && i < bytes.size(); ++i) out[i] = bytes[i];
  return out;
}

std::vector<std::uint8_t> block_bytes(const ChaChaBlock& block) { return {block.begin(), block.end()}; }

TEST(ChaCha20, QuarterRoundOfSection211) {
  std::uint32_t a = 0x11111111, b = 0x01020304, c = 0x9b8d6f43, d = 0x01234567;
  chacha_quarter_round(a, b, c, d);
  EXPECT_EQ(a, 0xea2a92f4u);
  EXPECT_EQ(b, 0xcb1cf8ceu);
  EXPECT_EQ(c, 0x4581472eu);
  EXPECT_EQ(d, 0x5881c4bbu);
}

TEST(ChaCha20, BlockFunctionOfSection232) {
  const auto key = array_from_hex<ChaChaKey>("000102030405060708090a0b0c0d0e0f101112131415161718191a1b1c1d1e1f");
  const auto nonce = array_from_hex<ChaChaNonce>("00 00 00 09 00 00 00 4a 00 00 00 00");
  EXPECT_EQ(block_bytes(chacha20_block(key, 1, nonce)),
            from_hex("10 f1 e7 e4 d1 3b 59 15 50 0f dd 1f a3 20 71 c4"
                     "c7 d1 f4 c7 33 c0 68 03 04 22 aa 9a c3 d4 6c 4e"
                     "d2 82 64 46 07 9f aa 09 14 c2 d7 05 d9 8b 02 a2"
                     "b5 12 9c d1 de 16 4e b9 cb d0 83 e8 a2 50 3c 4e"));
}

struct BlockVector {
  const char* key;
  const char* nonce;
  std::uint32_t counter;
  const char* keystream;
};

TEST(ChaCha20, BlockFunctionVectorsOfAppendixA1) {
  const std::string zeros(64, '0');
  const BlockVector vectors[] = {
      {zeros.c_str(), "000000000000000000000000", 0,
       "76b8e0ada0f13d90405d6ae55386bd28bdd219b8a08ded1aa836efcc8b770dc7"
       "da41597c5157488d7724e03fb8d84a376a43b8f41518a11cc387b669b2ee6586"},
      {zeros.c_str(), "000000000000000000000000", 1,
       "9f07e7be5551387a98ba977c732d080dcb0f29a048e3656912c6533e32ee7aed"
       "29b721769ce64e43d57133b074d839d531ed1f28510afb45ace10a1f4b794d6f"},
      {"0000000000000000000000000000000000000000000000000000000000000001", "000000000000000000000000", 1,
       "3aeb5224ecf849929b9d828db1ced4dd832025e8018b8160b82284f3c949aa5a"
       "8eca00bbb4a73bdad192b5c42f73f2fd4e273644c8b36125a64addeb006c13a0"},
      {"00ff000000000000000000000000000000000000000000000000000000000000", "000000000000000000000000", 2,
       "72d54dfbf12ec44b362692df94137f328fea8da73990265ec1bbbea1ae9af0ca"
       "13b25aa26cb4a648cb9b9d1be65b2c0924a66c54d545ec1b7374f4872e99f096"},
      {zeros.c_str(), "000000000000000000000002", 0,
       "c2c64d378cd536374ae204b9ef933fcd1a8b2288b3dfa49672ab765b54ee27c7"
       "8a970e0e955c14f3a88e741b97c286f75f8fc299e8148362fa198a39531bed6d"},
  };
  int number = 1;
  for (const auto& v : vectors) {
    const auto key = array_from_hex<ChaChaKey>(v.key);
    const auto nonce = array_from_hex<ChaChaNonce>(v.nonce);
    EXPECT_EQ(block_bytes(chacha20_block(key, v.counter, nonce)), from_hex(v.keystream)) << "test vector #" << number;
    // The stream from the same counter starts with the same block.
    ChaCha20Stream stream(key, nonce, v.counter);
    std::vector<std::uint8_t> streamed;
    for (int i = 0; i < 64; ++i) streamed.push_back(stream.next_byte());
    EXPECT_EQ(streamed, from_hex(v.keystream)) << "test vector #" << number;
    ++number;
  }
}

TEST(ChaCha20, KeystreamOfEncryptionVector3OfAppendixA2) {
  const auto key = array_from_hex<ChaChaKey>(
      "1c 92 40 a5 eb 55 d3 8a f3 33 88 86 04 f6 b5 f0 47 39 17 c1 40 2b 80 09 9d ca 5c bc 20 70 75 c0");
  const auto nonce = array_from_hex<ChaChaNonce>("00 00 00 00 00 00 00 00 00 00 00 02");
  const std::string text =
      "'Twas brillig, and the slithy toves\nDid gyre and gimble in the wabe:\nAll mimsy were the borogoves,\n"
      "And the mome raths outgrabe.";
  const auto expected = from_hex(
      "62 e6 34 7f 95 ed 87 a4 5f fa e7 42 6f 27 a1 df 5f b6 91 10 04 4c 0d 73 11 8e ff a9 5b 01 e5 cf"
      "16 6d 3d f2 d7 21 ca f9 b2 1e 5f b1 4c 61 68 71 fd 84 c5 4f 9d 65 b2 83 19 6c 7f e4 f6 05 53 eb"
      "f3 9c 64 02 c4 22 34 e3 2a 35 6b 3e 76 43 12 a6 1a 55 32 05 57 16 ea d6 96 25 68 f8 7d 3f 3f 77"
      "04 c6 a8 d1 bc d1 bf 4d 50 d6 15 4b 6d a7 31 b1 87 b5 8d fd 72 8a fa 36 75 7a 79 7a c1 88 d1");
  ASSERT_EQ(text.size(), expected.size());
  ChaCha20Stream stream(key, nonce, 42);
  std::vector<std::uint8_t> cipher;
  for (char c : text) cipher.push_back(static_cast<std::uint8_t>(static_cast<std::uint8_t>(c) ^ stream.next_byte()));
  EXPECT_EQ(cipher, expected);
}

TEST(ChaCha20, WordsAreFourKeystreamBytesLittleEndian) {
  const ChaChaKey key{};
  const ChaChaNonce nonce{};
  ChaCha20Stream bytes(key, nonce), words(key, nonce);
  for (int i = 0; i < 40; ++i) {  // past the first block's 16 words
    std::uint32_t expected = 0;
    for (int b = 0; b < 4; ++b) expected |= std::uint32_t{bytes.next_byte()} << (8 * b);
    EXPECT_EQ(words.next_word(), expected) << "word " << i;
  }
}

}  // namespace
}  // namespace pps

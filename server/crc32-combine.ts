/**
 * CRC-32 of joined bytes from the CRC-32s of the pieces (zlib's crc32_combine, which Node does
 * not expose): a designer page joined from parts deflated apart gets its gzip trailer from the
 * parts' CRCs (gzip-join.ts), instead of a pass over the whole page per response.
 */
const POLY = 0xedb88320;

/** a · b modulo the CRC-32 polynomial, bits reflected as in zlib. */
function multiplyModP(a: number, b: number): number {
  let product = 0;
  for (let bit = 0x80000000; bit !== 0; bit >>>= 1) {
    if (a & bit) product ^= b;
    b = b & 1 ? (b >>> 1) ^ POLY : b >>> 1;
  }
  return product >>> 0;
}

/** x^(2^k) mod p for k = 0 … 31. */
const POWERS: number[] = [];
for (let p = 0x40000000, k = 0; k < 32; k++, p = multiplyModP(p, p)) POWERS.push(p);

/** The operator that moves a CRC past `length` more bytes: x^(8·length) mod p. */
export function crc32Shift(length: number): number {
  let operator = 0x80000000;
  for (let k = 3; length > 0; length = Math.floor(length / 2), k++) {
    if (length & 1) operator = multiplyModP(POWERS[k % 32]!, operator);
  }
  return operator;
}

/** CRC-32 of A followed by B, from crc(A), crc(B) and `crc32Shift(B's length)`. */
export function crc32Combine(crcA: number, crcB: number, shiftB: number): number {
  return (multiplyModP(shiftB, crcA) ^ crcB) >>> 0;
}

/**
 * A phone number as written (`+971 4 555 0100`), always laid out left to right: in a right-to-left
 * line its groups of digits would otherwise be ordered right to left (`0100 555 4 971+`), a number
 * that dials wrong. An element with `dir` is isolated from the text around it.
 */
export function PhoneNumber({ number }: { number: string }) {
  return <span dir="ltr">{number}</span>;
}

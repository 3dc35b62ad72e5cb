/** Account numbers are masked to their last 4 digits: "•••• 1234". */
export function maskNumber(value: string): string {
  return `•••• ${value.slice(-4)}`;
}

export function MaskedNumber({ value }: { value: string }) {
  return <span aria-label={`ending in ${value.slice(-4)}`}>{maskNumber(value)}</span>;
}

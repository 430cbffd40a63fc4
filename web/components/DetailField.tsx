/** One labelled value on a detail screen. */
export function DetailField({ label, value }: { label: string; value: string }) {
  return <p className="detail-field"><span className="detail-field__label">{label}</span> <strong>{value}</strong></p>;
}

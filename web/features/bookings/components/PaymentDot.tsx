import { paymentDot, paymentStatusLabel } from '#domain/bookings';
import { Tooltip } from '../../../components/ui/Tooltip.tsx';
import '../bookings.css';

/**
 * A booking's payment status as the spec's dot (§4): Pending yellow and pulsing, In Progress blue,
 * Successful green, any other red; its label is its accessible name and its tooltip, on hover and
 * on keyboard focus alike.
 */
export function PaymentDot({ status }: { status: string }) {
  const label = paymentStatusLabel(status);
  return (
    <Tooltip label={label}>
      <span className={`payment-dot payment-dot--${paymentDot(status)}`} role="img" aria-label={label} tabIndex={0} />
    </Tooltip>
  );
}

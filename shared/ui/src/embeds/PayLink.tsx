import { Button } from '@app/ui';
import { useNavigate } from '@app/ui';

/** 'Pay' on a payment card: opens the wallet page with what to pay (a query or navigation state). */
export function PayLink({ to, state }: { to: string; state?: unknown }) {
  const navigate = useNavigate();
  return (
    <Button size="sm" onClick={() => navigate(to, state === undefined ? undefined : { state })}>
      Pay
    </Button>
  );
}

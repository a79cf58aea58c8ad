// How a phone number is written wherever a person reads one (SPEC §5): stored as digits, shown as
// XXX-XXXX (7 digits) or (XXX) XXX-XXXX (10 digits); anything else as stored.

export function formatPhone(phone: string | null | undefined): string {
  const digits = (phone ?? '').replace(/\D/g, '');
  if (digits.length === 7) return `${digits.slice(0, 3)}-${digits.slice(3)}`;
  if (digits.length === 10) return `(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}`;
  return phone ?? '';
}

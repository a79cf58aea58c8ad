// The toast stack at the bottom right (SPEC §2). Loaded after the first paint: toasts raised before it
// arrives wait in the store and appear as soon as it mounts.
import { Notifications } from '@mantine/notifications';

export function ToastStack() {
  return <Notifications position="bottom-right" limit={4} />;
}

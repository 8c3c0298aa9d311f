import { DebugTools } from '../../../features/debug-tools/components/debug-tools.tsx';

export default function ClientDebugRoute() {
  return <DebugTools role="client" />;
}

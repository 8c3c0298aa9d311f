import { DebugTools } from '../../../features/debug-tools/components/debug-tools.tsx';

export default function AdminDebugRoute() {
  return <DebugTools role="admin" />;
}

import { CheckerAccuracy } from '../../../features/compliance/components/checker-accuracy.tsx';

export default function ClientCheckerAccuracyRoute() {
  return <CheckerAccuracy />;
}

import { AllInterviews } from '../../../features/personas/components/interview-list.tsx';

export default function ClientPersonasAllRoute() {
  return <AllInterviews role="client" title="All Persona Interviews" />;
}

import { AllInterviews } from '../../../features/personas/components/interview-list.tsx';

export default function ClientPersonasAllInterviewsRoute() {
  return <AllInterviews role="client" />;
}

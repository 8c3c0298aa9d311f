import { InterviewList } from '../../../features/personas/components/interview-list.tsx';

export default function ClientPersonasRoute() {
  return <InterviewList role="client" />;
}

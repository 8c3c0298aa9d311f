import { InterviewList } from '../../../features/personas/components/interview-list.tsx';

export default function AdminPersonasRoute() {
  return <InterviewList role="admin" />;
}

import { QuestionBrowser } from '../../../features/personas/components/question-browser.tsx';

/** Administrators add and edit interview questions here. */
export default function AdminPersonasQuestionsRoute() {
  return <QuestionBrowser role="admin" />;
}

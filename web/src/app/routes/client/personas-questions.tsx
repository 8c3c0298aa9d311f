import { QuestionBrowser } from '../../../features/personas/components/question-browser.tsx';

export default function ClientPersonasQuestionsRoute() {
  return <QuestionBrowser role="client" />;
}

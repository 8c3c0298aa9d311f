/** One message of a chat-completions request, as the engine's prompts build them. */
export interface ChatMessage {
  role: 'system' | 'user';
  content: string;
}

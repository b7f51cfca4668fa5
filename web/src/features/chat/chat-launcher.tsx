/** The floating chat button on every page. Built by the chat issue. */
export function ChatLauncher() {
  return null;
}

/**
 * The line beside a chat button that says, outside the hours, when the answer comes (client/chat-when.ts writes it
 * from the hours in the page's configuration); empty within the hours and without JavaScript. Its line is reserved,
 * so that nothing moves when it is written.
 */
export function ChatWhen({ allDay = false }: { allDay?: boolean }) {
  return <p data-chat-when="" data-chat-always={allDay ? '' : undefined} />;
}

// On the chat page, hides the prerendered conversation (GregBot's greeting) until the app shows the
// one the address names (?conversation=, ?bot=, see src/features/chat/use-chat-view.ts), so that a
// reload never shows another conversation first. A classic script in every page's <head>, before
// the first paint (the CSP allows no inline script).
(function () {
  var query = new URLSearchParams(location.search);
  if (/^\/bots\/?$/.test(location.pathname) && (query.has('conversation') || query.has('bot'))) {
    document.documentElement.setAttribute('data-chat-resuming', '');
  }
})();

// Demo-page helpers (no widget code here): an open shadow root with a sentence in it, and a
// button that adds a paragraph after load, so readers can see both get marked.
(function () {
  for (const host of document.querySelectorAll('[data-demo-shadow]')) {
    if (host.shadowRoot) continue;
    const root = host.attachShadow({ mode: 'open' });
    const p = document.createElement('p');
    p.textContent = host.getAttribute('data-demo-shadow');
    p.style.margin = '0';
    root.appendChild(p);
  }
  for (const button of document.querySelectorAll('button[data-demo-append]')) {
    button.addEventListener('click', () => {
      const target = document.querySelector(button.getAttribute('data-demo-append'));
      const p = document.createElement('p');
      p.className = 'added';
      p.textContent = button.getAttribute('data-demo-text');
      target.appendChild(p);
    });
  }
})();

// The ESM embed, as a bundler user would write it (there: `from 'rulings-lens/widget'`).
import { mount } from '/widget/rulings-lens.mjs';

const data = await (await fetch('/widget/rulings-lens.data.json')).json();
let widget = mount({ data, root: '#post', lang: 'en', delay: 50 });

// The handle: destroy() takes everything back, mount() again starts over.
const toggle = document.querySelector('#toggle');
toggle.addEventListener('click', () => {
  if (widget) {
    widget.destroy();
    widget = null;
    toggle.textContent = 'mount() again';
  } else {
    widget = mount({ data, root: '#post', lang: 'en', delay: 50 });
    toggle.textContent = 'destroy()';
  }
});
window.demoWidget = () => widget;

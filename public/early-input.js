// Keeps what a visitor does before the page's scripts have taken it over, and hands it to the app
// once they have (docs/start-up.md). A classic script, loaded synchronously in every page's
// <head> (the CSP allows no inline script), so it listens before the first control is painted.
//
// Until the app announces `basebots:page-live` on `document`:
// - a click on a control that only scripts can carry out (button, tab, checkbox...) is held back;
// - a shortcut named in this script's `data-shortcuts` (Ctrl/Cmd+K), and Enter in a text field,
//   are held back; letters typed after a held shortcut, outside any field, are kept too;
// - text typed into fields stays where the browser put it; a select's new choice is noted;
// - no press reaches the page's root, where React would take the rest of the page over in one go
//   to handle it.
// Then the app owns the page: fields whose text the app does not know yet are told it (as if typed),
// and what was held back is replayed, in order, once.
(function () {
  'use strict';
  var LIVE_EVENT = 'basebots:page-live';
  // Marks a control whose press is held until the page is live.
  var PENDING = 'data-early-pending';
  var ACTIONS =
    'button, [role="button"], [role="tab"], [role="checkbox"], [role="radio"], [role="switch"], ' +
    '[role="menuitem"], [role="option"], input[type="checkbox"], input[type="radio"], ' +
    'input[type="submit"], input[type="button"], input[type="reset"]';
  var TEXT_FIELDS =
    'textarea, input:not([type]), input[type="text"], input[type="search"], input[type="email"], ' +
    'input[type="tel"], input[type="url"], input[type="password"], input[type="number"]';
  // How long text typed after a held Enter waits for the app to take what was sent before it.
  var TAKE_WAIT_MS = 3000;
  // The presses that make React, while it takes the page over in slices, do all that is left of
  // it at once, in one long task, when one reaches the page's root (from its list of "discrete"
  // events): the press's dimmed sign would wait for the whole takeover. Until the page is live
  // they go no further than the document; the browser still focuses, selects and follows links,
  // and what needs the app is held here and replayed. Keys and text are let through: the app must
  // have the text typed before it renders again after the takeover, or that render puts its own
  // (empty) value back over it, and React taking the rest over at the first key is what ensures it.
  var TAKEOVER_FORCING = (
    'pointerdown pointerup pointercancel mousedown mouseup click auxclick dblclick contextmenu ' +
    'touchstart touchend touchcancel dragstart dragend drop'
  ).split(' ');

  var script = document.currentScript || document.querySelector('script[data-shortcuts]');
  var shortcuts = ((script && script.getAttribute('data-shortcuts')) || '').toLowerCase().split(/[\s,]+/);
  var held = [];
  // What each field held after the visitor's last keystroke: a render of the app's before it is
  // live may put the app's own (empty) value back, which would lose it.
  var typed = new Map();
  var typeAhead = '';
  var live = false;

  function isTextField(element) {
    return element instanceof Element && element.matches(TEXT_FIELDS) && !element.readOnly && !element.disabled;
  }

  function isShortcut(event) {
    return (
      (event.ctrlKey || event.metaKey) &&
      !event.altKey &&
      event.key.length === 1 &&
      shortcuts.indexOf(event.key.toLowerCase()) !== -1
    );
  }

  function hold(event, record) {
    event.preventDefault();
    event.stopImmediatePropagation();
    held.push(record);
  }

  // Tells start-up which code a held action will need (the `data-early-code` of a control pressed
  // or of a field whose Enter is held, or `shortcut:<key>`), as a performance mark, so it is
  // fetched while the page is being taken over rather than once the action is replayed.
  function announce(code) {
    // A browser whose marks take no details ignores it: the code then loads when the action is
    // replayed.
    if (code && typeof performance.mark === 'function') performance.mark('basebots:early-wants', { detail: code });
  }

  function onClick(event) {
    if (!(event.target instanceof Element)) return;
    var control = event.target.closest(ACTIONS);
    // A real link (or anything inside one) works without scripts: the browser follows it.
    if (!control || control.closest('a[href]') || control.disabled) return;
    hold(event, { type: 'click', target: control });
    // A sign, in the frame after the press, that it was taken (the site's styles dim the control
    // while it waits): on a slow phone the page may take seconds more to carry it out.
    control.setAttribute(PENDING, '');
    announce(control.getAttribute('data-early-code'));
  }

  function onInput(event) {
    if (isTextField(event.target)) typed.set(event.target, event.target.value);
  }

  // A select the browser changed before the app ran: hydration puts back the app's value.
  function onChange(event) {
    if (event.target instanceof HTMLSelectElement) held.push({ type: 'select', target: event.target, value: event.target.value });
  }

  function onKeyDown(event) {
    if (event.isComposing) return;
    var target = event.target instanceof Element ? event.target : document.body;
    if (isShortcut(event)) {
      hold(event, { type: 'key', target: target, init: keyInit(event) });
      announce('shortcut:' + event.key.toLowerCase());
    } else if (event.key === 'Enter' && isTextField(target) && !(target.tagName === 'TEXTAREA' && event.shiftKey)) {
      hold(event, { type: 'key', target: target, init: keyInit(event), value: target.value });
      announce(target.getAttribute('data-early-code'));
    } else if (typeAheadWanted(event, target)) {
      event.preventDefault();
      typeAhead += event.key;
    }
  }

  // Letters meant for a field that a held shortcut is about to open (the search box).
  function typeAheadWanted(event, target) {
    if (event.key.length !== 1 || event.ctrlKey || event.metaKey || event.altKey || isTextField(target)) return false;
    return held.some(function (record) {
      return record.type === 'key' && record.value === undefined;
    });
  }

  function keyInit(event) {
    return {
      key: event.key,
      code: event.code,
      ctrlKey: event.ctrlKey,
      metaKey: event.metaKey,
      shiftKey: event.shiftKey,
      altKey: event.altKey,
      bubbles: true,
      cancelable: true,
    };
  }

  /**
   * Puts `value` in a field the way typing would, so the app's change handler sees it. The field
   * is first set through its own `value` property (which React watches to tell a change from its
   * own writes), then through the prototype's, and an `input` event is sent.
   */
  function typeInto(field, value) {
    var setter = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value').set;
    var start = field.selectionStart;
    var end = field.selectionEnd;
    field.value = value === '' ? ' ' : '';
    setter.call(field, value);
    field.dispatchEvent(new Event('input', { bubbles: true }));
    if (document.activeElement === field && start !== null && start <= value.length) {
      field.setSelectionRange(start, Math.min(end, value.length));
    }
  }

  function replay(record, sent) {
    var target = record.target;
    target.removeAttribute(PENDING);
    if (!target.isConnected) {
      // A box replaced as the page went live (a placeholder swapped for the real one) passes the
      // focus on: an Enter held in it goes where the focus now is. Anything else has no target.
      if (record.value === undefined || !isTextField(document.activeElement)) return;
      target = document.activeElement;
    }
    if (record.type === 'click') {
      // A real press focuses the control first, and some controls act on a click only once focused.
      if (document.activeElement === target) target.blur();
      target.focus({ preventScroll: true });
      target.click();
      return;
    }
    if (record.type === 'select') {
      target.value = record.value;
      target.dispatchEvent(new Event('change', { bubbles: true }));
      return;
    }
    var field = record.value !== undefined ? target : null;
    if (field) {
      // The app may not know this text yet (typed before it ran): it gets it first, as typed.
      typeInto(field, record.value);
      sent.set(field, record.value);
    }
    var event = new KeyboardEvent('keydown', record.init);
    target.dispatchEvent(event);
    // Enter in a one-line field submits its form, as the browser would have.
    if (field && field.tagName === 'INPUT' && !event.defaultPrevented && field.form) field.form.requestSubmit();
  }

  /**
   * Tells the app where the focus is: it was put there before the app listened (a press starts by
   * focusing its control), and some widgets act on a click only once they have seen their control
   * focused. Without this, a press begun before the page was live and ended after it did nothing.
   */
  function announceFocus() {
    var focused = document.activeElement;
    if (!focused || focused === document.body || focused === document.documentElement) return;
    focused.dispatchEvent(new FocusEvent('focus'));
    focused.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
  }

  // Lets the app finish with one replayed action (its updates, a navigation) before the next.
  function settle() {
    return new Promise(function (resolve) {
      setTimeout(resolve, 0);
    });
  }

  function keepFromTakeover(event) {
    event.stopPropagation();
  }

  function keepPressesFromTakeover(keep) {
    var listen = keep ? document.addEventListener : document.removeEventListener;
    TAKEOVER_FORCING.forEach(function (type) {
      listen.call(document, type, keepFromTakeover, true);
    });
  }

  async function handOver() {
    if (live) return;
    live = true;
    document.removeEventListener('click', onClick, true);
    document.removeEventListener('keydown', onKeyDown, true);
    document.removeEventListener('change', onChange, true);
    document.removeEventListener('input', onInput, true);

    // What each field holds as the visitor left it, before any replay changes it.
    var fields = Array.prototype.slice.call(document.querySelectorAll(TEXT_FIELDS));
    var final = new Map();
    fields.forEach(function (field) {
      final.set(field, typed.has(field) ? typed.get(field) : field.value);
    });
    var entered = new Set();
    held.forEach(function (record) {
      if (record.value !== undefined) entered.add(record.target);
    });
    // Text the app does not know yet (typed before it ran), unless an Enter was held in that field.
    fields.forEach(function (field) {
      var value = final.get(field);
      if (!entered.has(field) && (value !== field.defaultValue || value !== field.value)) typeInto(field, value);
    });
    announceFocus();

    var sent = new Map();
    var records = held;
    held = [];
    for (var i = 0; i < records.length; i += 1) {
      await settle();
      replay(records[i], sent);
    }
    await settle();
    // What was typed after a held Enter goes in the box once the app has taken what was sent.
    sent.forEach(function (value, field) {
      var now = final.has(field) ? final.get(field) : value;
      var rest = now.indexOf(value) === 0 ? now.slice(value.length) : now;
      if (rest !== '') whenTaken(field, value, rest);
    });
    if (typeAhead !== '') giveTypeAhead();
  }

  // Polled: a field's value changes without an event when a script sets it.
  function whenTaken(field, sentValue, rest) {
    var deadline = Date.now() + TAKE_WAIT_MS;
    (function check() {
      if (!field.isConnected) return;
      if (field.value === sentValue && Date.now() < deadline) {
        setTimeout(check, 50);
        return;
      }
      typeInto(field, field.value + rest);
    })();
  }

  // Letters typed after a held shortcut wait for the field it opens, however long its code takes
  // to come (seconds on a slow phone), until the visitor moves on: a press elsewhere, Escape or Tab.
  function giveTypeAhead() {
    var text = typeAhead;
    typeAhead = '';
    function onFocusIn(event) {
      if (!isTextField(event.target)) return;
      stop();
      text += typeAhead;
      typeInto(event.target, event.target.value + text);
    }
    function onLateKey(event) {
      if (event.key === 'Escape' || event.key === 'Tab') stop();
      else if (event.key.length === 1 && !event.ctrlKey && !event.metaKey && !event.altKey && !isTextField(event.target)) {
        event.preventDefault();
        typeAhead += event.key;
      }
    }
    function stop() {
      document.removeEventListener('focusin', onFocusIn, true);
      document.removeEventListener('keydown', onLateKey, true);
      document.removeEventListener('pointerdown', stop, true);
    }
    document.addEventListener('focusin', onFocusIn, true);
    document.addEventListener('keydown', onLateKey, true);
    document.addEventListener('pointerdown', stop, true);
    if (isTextField(document.activeElement)) onFocusIn({ target: document.activeElement });
  }

  document.addEventListener('click', onClick, true);
  document.addEventListener('keydown', onKeyDown, true);
  document.addEventListener('change', onChange, true);
  document.addEventListener('input', onInput, true);
  // After this script's own listeners, which still see every event.
  keepPressesFromTakeover(true);
  // Announced from inside the app's commit: hand over once that work is done. The takeover is
  // complete, so the app gets every event from now on.
  document.addEventListener(
    LIVE_EVENT,
    function () {
      keepPressesFromTakeover(false);
      void settle().then(handOver);
    },
    { once: true },
  );
})();

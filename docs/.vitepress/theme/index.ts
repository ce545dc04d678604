// The default VitePress theme, plus <PlayGame>: a game of any listed game against bots, in the page.
import type { Theme } from 'vitepress';
import DefaultTheme from 'vitepress/theme';
import PlayGame from './PlayGame.vue';

export default {
  extends: DefaultTheme,
  enhanceApp({ app }) {
    app.component('PlayGame', PlayGame);
  },
} satisfies Theme;

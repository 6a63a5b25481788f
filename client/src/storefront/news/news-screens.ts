export { NewsListView as NewsListScreen } from './views/NewsListView';
export { NewsPostView as NewsPostScreen } from './views/NewsPostView';

// Components are tested with the console's real styles, as users see them.
import '../../web/components/ui/theme.css';
import '../../web/app.css';

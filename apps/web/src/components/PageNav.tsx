import NavBar from 'antd-mobile/es/components/nav-bar';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';

/** The top bar of a sub-page: a back arrow (home when there is no history) and the page title. */
export function PageNav({ title, right }: { title: ReactNode; right?: ReactNode }) {
  const navigate = useNavigate();
  const back = () => {
    const idx = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    if (idx > 0) navigate(-1);
    else navigate('/', { replace: true });
  };
  return (
    <div className="sticky-top nav-bar">
      <NavBar onBack={back} right={right}>
        {title}
      </NavBar>
    </div>
  );
}

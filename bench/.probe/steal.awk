# usage: awk -v start=<ms> -F'|' -f steal.awk samp.log
{split($2,a," "); user=a[2]+a[3]; sys=a[4]+a[7]+a[8]; idle=a[5]+a[6]; st=a[9];
 if (pt) { tot=(user+sys+idle+st)-(pu+psy+pi+pst); printf "%6.1f user%%=%3.0f sys%%=%3.0f idle%%=%3.0f steal%%=%3.0f\n", ($1-start)/1000, 100*(user-pu)/tot, 100*(sys-psy)/tot, 100*(idle-pi)/tot, 100*(st-pst)/tot }
 pt=$1; pu=user; psy=sys; pi=idle; pst=st}
